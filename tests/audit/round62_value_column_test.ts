// Issue 13, redaction round 62 (guided by v49's and v50's misses; the same sheets missed in v47
// and v48): a sheet's `value` column, each cell judged by its own shape when the row names only
// the system it belongs to. Examples written here.
import { gone, kept } from "./_gone_kept.ts";

const HEADER = "system,owner,site,value,checked";

Deno.test("secret-shaped cells of a sheet's value column are redacted", () => {
  const generated = "Tq4vWm8LxZr2Nc";
  gone(`${HEADER}\n"Parcel portal",Ola,"the Leith depot",${generated},2026-10-02\n`, generated);
  const marked = "Lantern7140#Qx";
  gone(`${HEADER}\n"Stock feed",Ola,"head office",${marked},2026-10-02`, marked);
  const words = "Copper-copper-5521!";
  gone(`site;system;field;value\nLeith;"Rota app";current;"${words}"`, words);
  const b64 = "Hk3mP9qLx2Vb7Tn4Wc8Zr1Ys6Df0Ga5Je+Uo/Ri2Nl4Ek7Qm==";
  gone(`${HEADER}\n"Blob store",Ola,"archive",${b64},2026-10-02`, b64);
  const session = "p8Lk2Qw9Vz4Rt7Ym1Nx6Bc3";
  gone(`${HEADER}\n"Booking app",Ola,"front desk",APP_SESSION=${session},2026-10-02`, session);
});

Deno.test("ids, digests, public and sample values in a value column are kept", () => {
  // The row names an id kind, a digest, a public or sample value.
  kept(`${HEADER}\n"Booking app id",Ola,"front desk",Rv58x3kQwT,2026-10-02`);
  kept(`${HEADER}\n"Checkout publishable",Ola,"shop",Zx8Lm2Qp4Rt6Vb9Nc3,2026-10-02`);
  kept(
    `${HEADER}\n"Photo SHA-256",Ola,"archive",Hk3mP9qLx2Vb7Tn4Wc8Zr1Ys6Df0Ga5Je+Uo/Ri2Nl4Ek7Qm==,2026-10-02`,
  );
  kept(`${HEADER}\n"Docs sample",Ola,"wiki",Tq4vWm8LxZr2Nc,2026-10-02`);
  // Shapes that are no secret: a digest, an upper-case serial, words, a note.
  kept(`${HEADER}\n"Backup job",Ola,"archive",9b2e4f7a1c3d5e6f8a0b2c4d6e8f0a1b,2026-10-02`);
  kept(`${HEADER}\n"Scanner",Ola,"depot",SN4K7Q2XW9PL,2026-10-02`);
  kept(`${HEADER}\n"Till",Ola,"shop",in the safe,2026-10-02`);
  kept(`${HEADER}\n"Release",Ola,"shop",release-notes-2024,2026-10-02`);
  // A pair whose name says nothing secret.
  kept(`${HEADER}\n"Build",Ola,"ci",BUILD_LABEL=p8Lk2Qw9Vz4Rt7Ym1Nx6Bc3,2026-10-02`);
  // Not a sheet: a sentence that says "value".
  kept(`The value, as agreed, is Tq4vWm8LxZr2Nc for now.`);
});

Deno.test("a row naming its value a credential takes any one-word value with letters and digits", () => {
  const hex = "kvt8e21c9a4f07d3b65e8a1c2f90d4b7e3a6";
  gone(`site,system,field,value\nLeith,"courier API token",current,"${hex}"`, hex);
  const groups = "Rk2mw-tz81q-4406";
  gone(`site,system,field,value\nLeith,"label printer login",current,"${groups}"`, groups);
  // Placeholders, notes, references and words stay, as do values with spaces.
  kept(`site,system,field,value\nLeith,"courier API token",current,"<your-courier-token>"`);
  kept(`site,system,field,value\nLeith,"label printer login",current,"see the safe"`);
  kept(`site,system,field,value\nLeith,"label printer password",current,"changeme"`);
  kept(`site,system,field,value\nLeith,"vault password",current,"op://Ops/Printer/password"`);
  kept(`site,system,field,value\nLeith,"door login",current,"badge 4471 at reception"`);
});
