// Issue 13, redaction round red75 (guided by v54's and v58's misses): the value an access report
// says the writer got in with, written in both cases inside its run. Examples written here, not
// copied from a set; each positive is left by the base code.
import assert from "node:assert/strict";
import { mixedCaseRun } from "../../src/audit/mixed_case_run.ts";
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a value in both cases inside its run, told as what got the writer in, is redacted", () => {
  const short = "pel4W9cuTr";
  gone(`logged into the warehouse scanner using ${short}, labels printing again.`, short);
  const letters = "HqTwmRBvxeLp";
  gone(`Got into the courier account from the front desk PC with ${letters}, all fine.`, letters);
  const marked = "brWo-Tmuc+eQz";
  gone(`signed in to the boiler panel with ${marked} and reset the timer`, marked);
});

Deno.test("joined words, one-case references, hex and lot numbers in the same frame are kept", () => {
  // Joined words change case only at word heads.
  kept("logged into the shared drive using serviceAccount, files copied.");
  kept("got into the rota with NightShiftPlanner, swaps done.");
  // One case with digits: a batch, a duty or a job reference.
  kept("got into the batch record with QWPLKN7RTX, release signed.");
  // Hex: a digest or a device id.
  kept("got into the sensor with 7C1B3F0A9E22D4B6, readings pulled.");
});

Deno.test("the shape test reads case changes, not length or marks alone", () => {
  assert.equal(mixedCaseRun("pel4W9cuTr"), true);
  assert.equal(mixedCaseRun("HqTwmRBvxeLp"), true);
  assert.equal(mixedCaseRun("Harbourview"), false);
  assert.equal(mixedCaseRun("Float32Buffer"), false);
  assert.equal(mixedCaseRun("lowercaseonly12"), false);
  assert.equal(mixedCaseRun("aB3"), false);
  assert.equal(mixedCaseRun("DEADBEEFCAFE1234"), false);
});

Deno.test("a value in both cases inside its run, as a whole cell of a sheet's row, is redacted", () => {
  const cell = "baxo4TEmUwi";
  gone(`Leeds office\tthe scanner portal\t${cell}\tAmira`, cell);
  const longer = "vuneK7bafoRe";
  gone(`Hull depot\tlabel printer (user ops)\t${longer}\t2026-03-02 (Sam)`, longer);
});

Deno.test("handles, code names, assignments and the same shape in prose are kept", () => {
  // A handle is capitalised words and a number.
  kept("Leeds office\tgaming account\tStormBadger58\tAmira");
  // Code's names with a version or a digit between words, in a cell or after a colon.
  kept("Leeds office\tchart module\tchartsLayoutV4\tAmira");
  kept("The docs list it as: Socks7ProxyHelper");
  kept("const chartsLayout = chartsLayoutV4;\nconst other = {};");
  // Under a field's name the generated shape alone decides, as before.
  kept('<add key="featureFlag" value="onlyBeta9Now" />');
  // Outside a sheet's cell the shape alone is not read (code's names share it).
  kept("For the Hull depot: label printer vuneK7bafoRe. Ask Sam first.");
});
