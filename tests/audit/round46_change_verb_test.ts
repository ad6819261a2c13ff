// Issue 13, redaction round 46: a Spanish change verb in any form before "por" (the perfect
// "he cambiado", "cambiamos", "cambiaron"), not only "cambié"/"cambió". Examples written here.
import { gone, kept } from "./_gone_kept.ts";

Deno.test("a new password after a Spanish change verb in a compound or plural form is redacted", () => {
  // Word-and-digit passwords that no shape rule takes alone: the change clause hands them over.
  gone("he cambiado la contraseña por Lumen#4471 para el martes", "Lumen#4471");
  gone("hemos cambiado la contraseña por tortuga-84", "tortuga-84");
  gone("ayer cambiaron el secreto por Pradera_2291, avisad al equipo", "Pradera_2291");
});

Deno.test("a change verb before a word, not a value, is kept", () => {
  kept("hay que cambiar la contraseña por una más segura antes del viernes.");
  kept("hemos cambiado la contraseña por motivos de seguridad.");
});
