// Evaluation of redaction, injection findings and tool search against fixtures written
// independently of the components' own test data. tests/fixtures/heldout/ (v1) and heldout_v2/,
// heldout_v3/ and heldout_v4/ guided rules of issue 13, so they are TUNING sets now (`all`).
// The search queries here guided ranking changes, so they are a tuning set too; search's
// held-out sets live in tests/fixtures/search/ (scripts/search_eval.ts).
// tests/fixtures/heldout_v5/ and heldout_v6/ were each scored once unseen (totals only), then
// their misses guided the next round: TUNING sets now (`v5`, `v6`, listed apart from `all` so that
// `all` keeps its earlier meaning). v7 to v23 were each scored once unseen, totals only (v18 and
// v19 in two halves: redaction first, injection after the injection rounds; no half twice); v7 to
// v21 then guided a round. v21 (a fifteenth non-tuner; science, research and higher-education
// computing: HPC schedulers, notebook servers, lab instruments and LIMS/ELN, pipelines, data
// repositories, observatories, grant/review/conference systems, libraries) was scored at the end
// of the 2026-11-28 evening session and was round 18's tuning set. v22 (a sixteenth
// non-tuner; energy, utilities, industry and telecom/network infrastructure: SCADA/HMI and PLC
// workstations, historians and OPC UA/Modbus gateways, AMI head-ends, OCPP back-ends, solar, wind
// and battery portals, building management, network gear configs, NOC tickets, SIM provisioning,
// field service) was scored once after rounds 18 (2026-11-28, late session) and was rounds 19's
// tuning set. v23 (a seventeenth non-tuner; transport and mobility
// operations: connected-car and fleet telematics, dealer and workshop diagnostics, EV, car-sharing
// and ride-hailing back-ends, airline operations and MRO, airports, maritime and ports, rail and
// transit, parking and tolling, drones, traffic management) was scored once on the session's final
// commit (2026-11-28, late) and was rounds 20's tuning set. v24
// (an eighteenth non-tuner; construction, real estate, agriculture and environmental field work:
// construction project platforms and CDEs, estimating, property management and tenant portals,
// MLS feeds, smart locks and access control, CAFM, farm management and precision-ag telematics,
// irrigation, weather and soil-sensor networks, LoRaWAN, environmental monitoring and permitting,
// surveying/GIS and drones, carbon accounting) was scored once in two halves in the 2026-11-29
// session (redaction after round 20, injection after rounds 20-21) and is a tuning set now. v25 (a nineteenth non-tuner;
// public safety, emergency services and local government: CAD and 911/112 call handling, police
// records and evidence, body-cam and CCTV video, fire and EMS reporting, mass notification, P25
// radio consoles, courts and jails, permits and inspections, 311, parking, municipal utility
// billing, open data, elections, public libraries) was scored the same way (redaction after rounds
// 20-21, injection after rounds 20-21) and is a tuning set now. v26 (a twentieth
// non-tuner; sports, fitness, events, arts and the non-profit sector: gym and club management,
// leagues and referees, wearables and coaching, venues and gate scanners, ticketing and box office,
// festivals, museums, galleries and auction houses, performing-arts rights, music distribution and
// streaming, fundraising CRMs and donations, grants, volunteers, faith communities) was scored the
// same way (redaction after rounds 20-22, injection on the session's final commit) and is a tuning
// set now. v27 (a twenty-first non-tuner; food and beverage, pharma and biotech GMP
// manufacturing, chemicals, mining, forestry, fisheries and aquaculture: MES and batch records,
// LIMS release, cold chain and HACCP, serialization, bioreactors, SDS systems, fleet dispatch, assay
// labs, sawmills, catch reporting, fish farms) and v28 (a twenty-second non-tuner; professional
// services: law firms and e-filing, notaries, accounting, audit, tax, payroll, HR and benefits,
// insurance claims, recruiting, translation, A/E consultancies) were each scored once, totals only,
// on the second 2026-11-29 session's final commit, and are tuning sets now. v29 (a twenty-third
// non-tuner; trades and small local businesses, shops and practices) was scored once, totals only,
// on the third 2026-11-29 session's final commit, and is a tuning set now. v30 (a twenty-fourth
// non-tuner; aerospace, space and defence industry: MRO shops, avionics labs, satellite operators
// and ground stations, launch providers, drones, defence supply chain and export control) was
// scored once, totals only, on the fourth 2026-11-29 session's final commit, and is a tuning set
// now. v31 (a twenty-fifth non-tuner; gaming money and high-risk payments: casinos and sportsbooks,
// lotteries, esports and skin trading, high-risk PSPs, crypto exchanges and custody, remittance,
// pawn and BNPL lenders, affiliate networks, AML/KYC and fraud-scoring vendors) was scored once,
// totals only, on the fifth 2026-11-29 session's final commit, and is a tuning set now. v32 (a
// twenty-sixth non-tuner; fashion, apparel and textile supply: design and PLM,
// sourcing and social compliance, mills, dyehouses and garment factories, DTC storefronts,
// marketplaces and resale, wholesale showrooms, logistics and customs, stores and RFID, marketing
// and influencers, payments) was scored once, totals only, after the sixth 2026-11-29 session's
// first wave (e6fa2ca), and is a tuning set now. v33 (a twenty-seventh non-tuner; death care:
// funeral homes, crematoria, cemeteries, monument makers, obituary and livestream sites, pre-need
// and insurance assignment, death registration, repatriation) was scored once, totals only, on the
// same session's final commit, and is a tuning set now. v34 (a
// twenty-eighth non-tuner; veterinary and animal care: clinic PIMS and lab integrations, imaging
// and teleradiology, pet pharmacies and insurers, microchip registries, shelters, boarding and
// grooming, farm and equine practice) was scored once at the start of the seventh 2026-11-29
// session and is a tuning set now. v35 (a twenty-ninth non-tuner; marine leisure and yachting:
// marinas and berth booking, charter fleets, boatyards and chandleries, AIS and weather routing,
// crew agencies, brokers, regattas, superyacht operations) was scored once at the end of the
// seventh 2026-11-29 session's second wave and is a tuning set now.
// v36 (a thirtieth non-tuner; film, TV and live-event production: production offices and
// payroll, dailies, post and VFX pipelines, OB trucks and contribution links, festivals, touring
// and box office) was scored once at the start of the eighth 2026-11-29 session (one column, on
// the seventh session's final commit) and is a tuning set now.
// v37 (a thirty-first non-tuner; print and packaging: commercial and label printers, prepress
// and RIPs, packaging converters, web-to-print and print-on-demand) was scored once in the eighth
// 2026-11-29 session, after its last rule round, and is a tuning set now.
// v38 (a thirty-second non-tuner; courier, parcel and last-mile delivery: carrier and shipping
// APIs, dispatch and route planning, driver apps, depots and sortation, parcel lockers, COD and
// payouts, returns and customs) was scored once at the start of the ninth 2026-11-29 session (one
// column, on the eighth session's final commit) and is a tuning set now.
// v39 (a thirty-third non-tuner; ski resorts and mountain operations: lift ticketing and access,
// snowmaking, grooming, ropeways, avalanche control and patrol, rental and ski school, resort
// lodging) was scored once in the ninth 2026-11-29 session, after its last rule round, and is a
// tuning set now.
// v40 (a thirty-fourth non-tuner; waste, recycling and scrap operations: collection rounds and
// bin sensors, weighbridges, MRFs and scrap yards, waste tracking and permits, deposit return,
// e-waste ITAD, packaging EPR) was scored once at the start of the tenth 2026-11-30 session (one
// column, on the ninth session's final commit) and is a tuning set now.
// v41 (a thirty-fifth non-tuner; theme parks, zoos, aquariums, water parks and family
// entertainment centres) was scored once in the tenth 2026-11-30 session, after its last rule round,
// and is a tuning set now.
// v42 (a thirty-sixth non-tuner; fuel retail: forecourts and truck stops, tank gauges and wetstock,
// fuel cards, supply and pricing, car washes and EV charging at sites) was scored once at the start
// of the eleventh 2026-11-30 session (one column, on the tenth session's final commit 82e541d) and
// is a tuning set now.
// v43 (a thirty-seventh non-tuner; adult social care: care homes, home care agencies, supported
// living and hospices, rostering and call monitoring, eMAR, nurse call, telecare, NHS and council
// links) was scored once at the end of the eleventh 2026-11-30 session, after its last rule round
// (ada86da, and on the session's starting src/audit c8c2734), and is a tuning set now.
// v44 (a thirty-eighth non-tuner; self-storage and removals: storage sites, gate access and smart
// locks, container, caravan and document storage, lien auctions, removal surveys and crews, crate
// hire, international moves) was scored once at the start of the twelfth 2026-11-30 session (one
// column, on the eleventh session's final commit 41f0ced) and is a tuning set now.
// v45 (a thirty-ninth non-tuner; commercial laundry, linen hire, workwear rental, dry cleaning and
// laundromats) was scored once at the end of the twelfth 2026-11-30 session, after its last rule
// round (c30ebe1, and on the session's starting src/audit d2d8372), and is a tuning set now.
// v46 (a fortieth non-tuner; private security: guarding and mobile patrols, alarm receiving and
// remote CCTV monitoring, key holding, door supervision and stewarding, cash-in-transit) was scored
// once at the start of the thirteenth 2026-11-30 session (one column, on the twelfth session's final
// commit 8a2710b) and is a tuning set now.
// v47 (a forty-first non-tuner; news publishing and journalism: a regional daily and its site, a
// news agency's wire desk, a radio newsroom, foreign bureaus, CMS and wires, picture desk, paywall
// and subscriptions, ad ops, newsletters and podcasts, tip lines) was scored once at the end of the
// thirteenth 2026-11-30 session, after its last rule round (396f0c6, and on the session's starting
// src/audit 7a6d459), and is a tuning set now; only `v47` selects it.
// v48 (a forty-second non-tuner; dental care: practices and groups, orthodontics, dental labs and
// milling, imaging, sterilisation, NHS and insurer claims, patient messaging) was scored once at
// the start of the fourteenth 2026-11-30 session (one column, on the thirteenth session's final
// commit db0e40c) and is a tuning set now; only `v48` selects it.
// v49 (a forty-third non-tuner; book publishing: editorial offices and imprints, submissions,
// rights and royalties, ONIX metadata feeds, ebook and audiobook distribution, the warehouse, a
// bookshop and a festival) was scored once at the end of the fourteenth 2026-11-30 session, after
// its last rule round (e2f91be, and on the session's starting src/audit 8b13245), and is a tuning
// set now; only `v49` selects it.
// v50 (a forty-fourth non-tuner; driving schools: car, motorcycle, LGV and bus training, test
// booking, instructors and franchises, simulators, fleet driver risk, telematics, licence checks)
// was scored once at the start of the fifteenth 2026-11-30 session (one column, on the fourteenth
// session's final commit bb95556) and is a tuning set now; only `v50` selects it.
// v51 (a forty-fifth non-tuner; nurseries and early years: day nurseries, a pre-school, an out of
// school club, a forest school, a central kitchen, funding claims, parent apps, CCTV for parents)
// was scored once at the end of the fifteenth 2026-11-30 session, after its last rule round
// (532913e, and on the session's starting src/audit ed4db900), and is a tuning set now; only `v51`
// selects it.
// v52 (a forty-sixth non-tuner; lift and escalator maintenance: service branches and callouts,
// trapped-passenger call handling and emergency lift phones, remote monitoring of controllers,
// thorough examinations, modernisations, parts and escalator crews) was scored once at the start
// of the sixteenth 2026-11-30 session (one column, on the fifteenth session's final commit
// 797e1c1) and is a tuning set now; only `v52` selects it.
// v53 (a forty-seventh non-tuner; ports and ship agency: port calls and husbandry, disbursement
// accounts, customs and port community systems, crew changes, launches and a bonded spares store)
// was scored once at the end of the sixteenth 2026-11-30 session, after its last rule round
// (319347e7, and on the session's starting src/audit dc4604e5), and is a tuning set now; only `v53`
// selects it.
// v54 (a forty-eighth non-tuner; pest control: contract and domestic technicians, smart rodent
// traps and their LoRaWAN networks, container fumigation at the docks, bird control, bed bug heat
// treatment, food-factory audits, the chemical store) was scored once at the start of the
// seventeenth 2026-11-30 session, on the sixteenth session's final code (ee5e01b8), and is a tuning
// set now; only `v54` selects it.
// v55 (a forty-ninth non-tuner; greenhouse horticulture: glasshouse climate computers and crop
// sensing, irrigation and substrate sensors, propagation, biocontrol, grading and packing, the
// energy centre's CHP and CO2, flower auction and supermarket EDI, seasonal labour) was scored once
// at the end of the seventeenth 2026-11-30 session, after its rule rounds (0b76813d, and on the
// session's starting src/audit 69710f2c), and is a tuning set now; only `v55` selects it.
// v56 (a fiftieth non-tuner; craft brewing: the brewhouse, canning line and fermenter telemetry,
// kegs and casks out to pubs, taprooms and the web shop, the bonded warehouse and alcohol duty,
// festivals) was scored once at the start of the eighteenth 2026-11-30 session (on 3f5cb870) and is
// a tuning set now; only `v56` selects it.
// v57 (a fifty-first non-tuner; car and van rental fleets: branches and airport desks, key boxes and
// telematics, damage checks, fines and tolls, one-way transfers, corporate accounts) was scored once
// in the eighteenth 2026-11-30 session, after its first rule rounds (d0ea51b2, and on the session's
// starting src/audit 885bbce1), and is a tuning set now; only `v57` selects it.
// v58 (a non-tuner of the eighteenth 2026-11-30 session; opticians: practices and domiciliary eye
// care, OCT and visual fields, glazing labs, lens and contact lens suppliers, NHS sight test
// claims, the contact lens web shop) was scored once at the start of the nineteenth 2026-12-01
// session (on ac37f643) and is a tuning set now; only `v58` selects it.
// v59 (a non-tuner of the nineteenth 2026-12-01 session; hair and beauty salons: bookings and
// deposits, colour and patch-test records, rent-a-chair stylists, the beauty and laser rooms, the
// training academy, product wholesalers, the salon web shop) was scored once in the nineteenth
// 2026-12-01 session, after its first rule rounds (13157b52, and on the session's starting
// src/audit e5a4c299), and is a tuning set now; only `v59` selects it.
// v60 (a non-tuner of the nineteenth 2026-12-01 session; equestrian centres and livery yards:
// lessons and liveries, farriers and vets, feed and hay, horseboxes, foaling cameras, shows and
// passports) was scored once at the start of the twentieth 2026-12-01 session (on efce3815) and is
// a tuning set now; only `v60` selects it.
// v61 (a non-tuner of the twentieth 2026-12-01 session; golf clubs: tee sheets and bookings,
// members, handicaps and competitions, greenkeeping and irrigation, buggies, the range and the
// academy, the pro shop and the clubhouse) was scored once in the twentieth 2026-12-01 session,
// after its first rule rounds (e788e90c, and on the session's starting src/audit d434c6fb), and is
// a tuning set now; only `v61` selects it.
// v62 (a non-tuner of the twentieth 2026-12-01 session; campsites and holiday parks: touring and
// tent pitches, static caravans and lodges, hook-up meters, the ANPR barrier, the pool and hot
// tubs, owners' portal and holiday home sales) was scored once at the start of the twenty-first
// 2026-12-01 session (on 6981eaba) and is a tuning set now; only `v62` selects it.
// v63 (a non-tuner of the twenty-first 2026-12-01 session; independent cinemas: projection
// booths, DCPs and KDMs, the box office, concessions and the bar, screen hire) was scored once at
// the start of the twenty-second 2026-12-01 session (on 7065bccf) and is a tuning set now; only
// `v63` selects it.
// v64 (a non-tuner of the twenty-first 2026-12-01 session; locksmiths: lockouts, key cutting,
// master key suites, safes, access control, alarms and CCTV) was scored once at the start of the
// twenty-third session (2026-12-01, on 14fa19ce) and is a tuning set now; only `v64` selects it.
// v65 (a non-tuner of the twenty-third 2026-12-01/02 session; community radio stations: studio
// and transmitter sites, playout and streaming servers, licences and music royalties reporting,
// volunteer rotas, donations and membership, podcasts, outside broadcasts) was scored once at the
// start of the twenty-fourth session (2026-12-02, on f68d6f7b) and is a tuning set now; only `v65`
// selects it.
// v66 (a non-tuner of the twenty-fourth 2026-12-02 session; bee farming: out-apiaries and hive
// scales, the honey house and extraction, queen rearing, pollination contracts, the honey shop,
// wholesale and markets, courses and bee inspections) was scored once at the start of the
// twenty-fifth session (2026-12-02, on b4c7eecb) and is a tuning set now; only `v66` selects it.
// v67 (a non-tuner of the twenty-fifth 2026-12-02 session; climbing gyms: bouldering and rope
// walls, auto belays and their inspections, route setting and the hold store, training boards,
// memberships, waivers and door access, kids' parties, the café and outdoor courses on the grit)
// was scored once at the start of the twenty-sixth session (2026-12-02, on 39dc12c8) and is a
// tuning set now; only `v67` selects it.
// v68 (a non-tuner of the twenty-sixth 2026-12-02 session; bicycle shops and workshops: the
// service bench and e-bike diagnostics, cycle-to-work schemes, the hire fleet at the trail centre,
// bike fitting, distributors and warranty claims, group rides and sportives) was scored once at the
// start of the twenty-seventh session (2026-12-02, on df8e1aa6) and is a tuning set now; only
// `v68` selects it.
// v69 (a non-tuner of the twenty-seventh 2026-12-02 session; coffee roasters: the roastery and its
// afterburner, green coffee importing, wholesale to cafés, subscriptions, the espresso bars,
// machine engineers and the barista academy) exists and has never been scored; only `v69`
// selects it.
// Each later set is selected only by its name, never by `all`.
// Run: deno run -A scripts/heldout_eval.ts [all|v1|…|v69|rtr1|…|rtr10|trn1|…|trn11] [--totals]
//   [--no-classifier]
//   --totals prints counts and rates only (no misses, no per-category figures).
//   --no-classifier scores the injection rules alone (the trained classifier switched off).
import { redactValue } from "../src/audit/redact.ts";
import { scanForInjection, scanToolDefinition } from "../src/audit/injection.ts";
import { setInjectionClassifier } from "../src/audit/classifier_scan.ts";
import { buildSearchIndex } from "../src/catalog/search.ts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type RedactionCase = { text: string; sensitive: boolean; kind: string; secret?: string };
type RedactionJsonCase = { value: Json; sensitivePaths: string[] };
type InjectionCase = { text: string; malicious: boolean; source: "result" | "description" };
type SearchQuery = { query: string; relevant: string[] };
type Sample = { kind?: string; source?: string; text: string };

export type BinaryMetrics = {
  positives: number;
  negatives: number;
  detected: number;
  falseAlarms: number;
  recall: number;
  falsePositiveRate: number;
  misses: Sample[];
  falseAlarmList: Sample[];
};

const FIXTURES = new URL("../tests/fixtures/heldout/", import.meta.url);
const BASE = "/arguments";

async function load<T>(name: string): Promise<T> {
  return JSON.parse(await Deno.readTextFile(new URL(name, FIXTURES))) as T;
}

/** Truncates to 100 characters and makes invisible or control characters visible. */
export function shown(text: string): string {
  const cut = Array.from(text).slice(0, 100).join("");
  return cut.replace(
    /[\p{Cf}\p{Cc}\p{Co}\u3164\uFFA0\u115F\u1160]/gu,
    (ch) => ch === "\n" ? "\\n" : `\\u{${ch.codePointAt(0)!.toString(16)}}`,
  );
}

function ratio(num: number, den: number): number {
  return den === 0 ? 0 : Math.round((num / den) * 1000) / 1000;
}

function binary(rows: { label: boolean; hit: boolean; sample: Sample }[]): BinaryMetrics {
  const pos = rows.filter((r) => r.label);
  const neg = rows.filter((r) => !r.label);
  const misses = pos.filter((r) => !r.hit).map((r) => r.sample);
  const falseAlarmList = neg.filter((r) => r.hit).map((r) => r.sample);
  return {
    positives: pos.length,
    negatives: neg.length,
    detected: pos.length - misses.length,
    falseAlarms: falseAlarmList.length,
    recall: ratio(pos.length - misses.length, pos.length),
    falsePositiveRate: ratio(falseAlarmList.length, neg.length),
    misses,
    falseAlarmList,
  };
}

function asText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

function evalRedactionText(cases: RedactionCase[]) {
  const residual: Sample[] = [];
  const rows = cases.map((c) => {
    const out = redactValue(c.text, BASE);
    const hit = out.redacted.length > 0;
    // A detected secret that still appears verbatim in the output was only partly redacted.
    if (hit && c.secret && asText(out.value).includes(c.secret)) {
      residual.push({ kind: c.kind, text: shown(c.text) });
    }
    return { label: c.sensitive, hit, sample: { kind: c.kind, text: shown(c.text) } };
  });
  return { ...binary(rows), secretStillPresent: residual };
}

function escapeToken(key: string): string {
  return key.replaceAll("~", "~0").replaceAll("/", "~1");
}

/** JSON Pointers of every scalar leaf of a value. */
export function leafPaths(value: Json, at = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leafPaths(v, `${at}/${i}`));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => leafPaths(v, `${at}/${escapeToken(k)}`));
  }
  return [at];
}

function covers(redactedPath: string, target: string): boolean {
  return redactedPath === target || target.startsWith(redactedPath + "/");
}

function evalRedactionJson(cases: RedactionJsonCase[]) {
  let sensitive = 0, recalled = 0, benignLeaves = 0;
  const misses: { case: number; path: string }[] = [];
  const falseAlarms: { case: number; path: string }[] = [];
  cases.forEach((c, index) => {
    const out = redactValue(c.value, BASE);
    const paths = new Set(out.redacted.map((r) => r.path.slice(BASE.length)));
    for (const s of c.sensitivePaths) {
      sensitive++;
      if ([...paths].some((p) => covers(p, s))) recalled++;
      else misses.push({ case: index, path: s });
    }
    benignLeaves += leafPaths(c.value).filter((p) => !c.sensitivePaths.includes(p)).length;
    for (const p of paths) {
      if (!c.sensitivePaths.some((s) => covers(p, s))) falseAlarms.push({ case: index, path: p });
    }
  });
  return {
    cases: cases.length,
    sensitivePaths: sensitive,
    recalledPaths: recalled,
    pathRecall: ratio(recalled, sensitive),
    benignLeaves,
    falsePositivePaths: falseAlarms.length,
    pathFalsePositiveRate: ratio(falseAlarms.length, benignLeaves),
    misses,
    falseAlarms,
  };
}

function evalInjection(cases: InjectionCase[]) {
  const rows = cases.map((c) => ({
    label: c.malicious,
    hit: scanForInjection(c.text, BASE, c.source).length > 0,
    sample: { source: c.source, text: shown(c.text) },
  }));
  const bySource = (source: string) => {
    const m = binary(rows.filter((r) => r.sample.source === source));
    return { recall: m.recall, falsePositiveRate: m.falsePositiveRate };
  };
  return { ...binary(rows), result: bySource("result"), description: bySource("description") };
}

async function evalSearch(queries: SearchQuery[]) {
  const tools = JSON.parse(
    await Deno.readTextFile(new URL("../tests/fixtures/tool_corpus/tools.json", import.meta.url)),
  );
  const index = buildSearchIndex(tools);
  let found = 0, reciprocal = 0;
  const misses: { query: string; relevant: string[]; top5: string[] }[] = [];
  for (const q of queries) {
    const top5 = index.search(q.query, { limit: 5 }).map((h) => h.qualifiedName);
    const rank = top5.findIndex((name) => q.relevant.includes(name));
    if (rank >= 0) {
      found++;
      reciprocal += 1 / (rank + 1);
    } else misses.push({ query: q.query, relevant: q.relevant, top5 });
  }
  return {
    queries: queries.length,
    recallAt5: ratio(found, queries.length),
    mrrAt5: ratio(reciprocal, queries.length),
    misses,
  };
}

/** Runs all families of the first set (now a tuning set for audit) and returns their metrics. */
export async function heldoutEval() {
  const redaction = evalRedactionText(await load<RedactionCase[]>("redaction.json"));
  const redactionJson = evalRedactionJson(await load<RedactionJsonCase[]>("redaction_json.json"));
  const injection = evalInjection(await load<InjectionCase[]>("injection.json"));
  const search = await evalSearch(await load<SearchQuery[]>("search_queries.json"));
  return { redaction, redactionJson, injection, search };
}

// ---- Sets v2, v3 (tuning) and v4 (held-out), tests/fixtures/heldout_v2.._v4: stricter scoring.
type V2Injection = InjectionCase & {
  category: string;
  lang?: string;
  otherTools?: string[];
  ownTools?: string[];
};

export async function loadFrom<T>(dir: string, name: string): Promise<T> {
  const url = new URL(`../tests/fixtures/${dir}/${name}`, import.meta.url);
  return JSON.parse(await Deno.readTextFile(url)) as T;
}

/** A positive counts only when its secret is gone; a negative counts when any byte changed. */
export function evalRedactionV2(cases: RedactionCase[]) {
  const rows = cases.map((c) => {
    const out = asText(redactValue(c.text, BASE).value);
    const hit = c.sensitive ? !out.includes(c.secret ?? c.text) : out !== c.text;
    return { label: c.sensitive, hit, sample: { kind: c.kind, text: shown(out) } };
  });
  return binary(rows);
}

function parses(v: unknown): boolean {
  if (typeof v !== "string") return false;
  try {
    JSON.parse(v);
    return true;
  } catch {
    return false;
  }
}

/** Path scoring plus: every string that held JSON text must still parse after redaction. */
export function evalRedactionJsonV2(cases: RedactionJsonCase[]) {
  const base = evalRedactionJson(cases);
  let corrupted = 0;
  for (const c of cases) {
    const out = redactValue(c.value, BASE).value;
    const before = leafPaths(c.value).length;
    // A string counts only when it held JSON before: a Helm template ("{{ .Values.x }}") left
    // as it was is not corruption.
    const walkStrings = (v: unknown, was: unknown): void => {
      if (typeof v === "string" && /^[{[]/.test(v) && !v.startsWith("[REDACTED")) {
        if (parses(was) && !parses(v)) corrupted++;
      } else if (v && typeof v === "object") {
        for (const [k, child] of Object.entries(v)) {
          walkStrings(child, (was as Record<string, unknown> | null)?.[k]);
        }
      }
    };
    walkStrings(out, c.value);
    if (leafPaths(out as Json).length !== before) corrupted++;
  }
  return { ...base, corruptedJson: corrupted };
}

function injectionHit(c: V2Injection): boolean {
  if (c.source === "description") {
    const tool = { name: c.ownTools?.[0] ?? "the_tool", description: c.text };
    return scanToolDefinition(tool, c.otherTools ?? [], c.ownTools ?? []).length > 0;
  }
  return scanForInjection(c.text, BASE, c.source).length > 0;
}

export function evalInjectionV2(cases: V2Injection[]) {
  const rows = cases.map((c) => ({
    label: c.malicious,
    hit: injectionHit(c),
    sample: { kind: `${c.category}/${c.lang ?? "en"}`, source: c.source, text: shown(c.text) },
  }));
  const byCategory: Record<string, string> = {};
  for (const cat of new Set(cases.filter((c) => c.malicious).map((c) => c.category))) {
    const sub = rows.filter((r) => r.label && r.sample.kind.startsWith(cat + "/"));
    byCategory[cat] = `${sub.filter((r) => r.hit).length}/${sub.length}`;
  }
  return { ...binary(rows), byCategory };
}

/** The strict families of one set directory (audit only): "heldout_v2" … "heldout_v4". */
export async function strictSet(
  dir:
    | "heldout_v2"
    | "heldout_v3"
    | "heldout_v4"
    | "heldout_v5"
    | "heldout_v6"
    | "heldout_v7"
    | "heldout_v8"
    | "heldout_v9"
    | "heldout_v10"
    | "heldout_v11"
    | "heldout_v12"
    | "heldout_v13"
    | "heldout_v14"
    | "heldout_v15"
    | "heldout_v16"
    | "heldout_v17"
    | "heldout_v18"
    | "heldout_v19"
    | "heldout_v20"
    | "heldout_v21"
    | "heldout_v22"
    | "heldout_v23"
    | "heldout_v24"
    | "heldout_v25"
    | "heldout_v26"
    | "heldout_v27"
    | "heldout_v28"
    | "heldout_v29"
    | "heldout_v30"
    | "heldout_v31"
    | "heldout_v32"
    | "heldout_v33"
    | "heldout_v34"
    | "heldout_v35"
    | "heldout_v36"
    | "heldout_v37"
    | "heldout_v38"
    | "heldout_v39"
    | "heldout_v40"
    | "heldout_v41"
    | "heldout_v42"
    | "heldout_v43"
    | "heldout_v44"
    | "heldout_v45"
    | "heldout_v46"
    | "heldout_v47"
    | "heldout_v48"
    | "heldout_v49"
    | "heldout_v50"
    | "heldout_v51"
    | "heldout_v52"
    | "heldout_v53"
    | "heldout_v54"
    | "heldout_v55"
    | "heldout_v56"
    | "heldout_v57"
    | "heldout_v58"
    | "heldout_v59"
    | "heldout_v60"
    | "heldout_v61"
    | "heldout_v62"
    | "heldout_v63"
    | "heldout_v64"
    | "heldout_v65"
    | "heldout_v66"
    | "heldout_v67"
    | "heldout_v68"
    | "heldout_v69",
) {
  return {
    redaction: evalRedactionV2(await loadFrom<RedactionCase[]>(dir, "redaction.json")),
    redactionJson: evalRedactionJsonV2(
      await loadFrom<RedactionJsonCase[]>(dir, "redaction_json.json"),
    ),
    injection: evalInjectionV2(await loadFrom<V2Injection[]>(dir, "injection.json")),
  };
}

/** Drops every list and per-category figure, keeping counts and rates. */
export function totalsOnly(value: unknown): unknown {
  if (Array.isArray(value)) return `${value.length} items`;
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value).filter(([k]) => k !== "byCategory");
  return Object.fromEntries(entries.map(([k, v]) => [k, totalsOnly(v)]));
}

if (import.meta.main) {
  const which = Deno.args.find((a) => !a.startsWith("--")) ?? "all";
  const out: Record<string, unknown> = {};
  // The rules alone: the trained classifier's one call site is switched off for the whole run.
  if (Deno.args.includes("--no-classifier")) setInjectionClassifier(null);
  if (which === "all" || which === "v1") out.tuningV1 = await heldoutEval();
  if (which === "all" || which === "v2") out.tuningV2 = await strictSet("heldout_v2");
  if (which === "all" || which === "v3") out.tuningV3 = await strictSet("heldout_v3");
  // v4 guided rules once its misses were read: a tuning set now.
  if (which === "all" || which === "v4") out.tuningV4 = await strictSet("heldout_v4");
  // v5 guided the injection rules and classifier of the round after it was scored: tuning.
  if (which === "v5") out.tuningV5 = await strictSet("heldout_v5");
  // v6 was scored once unseen, then its misses guided the next round: a tuning set now.
  if (which === "v6") out.tuningV6 = await strictSet("heldout_v6");
  // v7 is a held-out set from a non-tuner (never scored): only `v7` selects it, never "all".
  if (which === "v7") out.heldoutV7 = await strictSet("heldout_v7");
  // v8 is a held-out set from a non-tuner (never scored): only `v8` selects it, never "all".
  if (which === "v8") out.heldoutV8 = await strictSet("heldout_v8");
  // v9 is a held-out set from a non-tuner (never scored): only `v9` selects it, never "all".
  if (which === "v9") out.heldoutV9 = await strictSet("heldout_v9");
  // v10 is a held-out set from a non-tuner (never scored): only `v10` selects it, never "all".
  if (which === "v10") out.heldoutV10 = await strictSet("heldout_v10");
  // v11 is a held-out set from a non-tuner (never scored): only `v11` selects it, never "all".
  if (which === "v11") out.heldoutV11 = await strictSet("heldout_v11");
  // v12 is a held-out set from a non-tuner (never scored): only `v12` selects it, never "all".
  if (which === "v12") out.heldoutV12 = await strictSet("heldout_v12");
  // v13 is a held-out set from a non-tuner (never scored): only `v13` selects it, never "all".
  if (which === "v13") out.heldoutV13 = await strictSet("heldout_v13");
  // v14 is a held-out set from a non-tuner (never scored): only `v14` selects it, never "all".
  if (which === "v14") out.heldoutV14 = await strictSet("heldout_v14");
  // v15 is a held-out set from a non-tuner (never scored): only `v15` selects it, never "all".
  if (which === "v15") out.heldoutV15 = await strictSet("heldout_v15");
  // v16 is a held-out set from a non-tuner (never scored): only `v16` selects it, never "all".
  if (which === "v16") out.heldoutV16 = await strictSet("heldout_v16");
  // v17 is a held-out set from a non-tuner (never scored): only `v17` selects it, never "all".
  if (which === "v17") out.heldoutV17 = await strictSet("heldout_v17");
  // v18 is a held-out set from a non-tuner (never scored): only `v18` selects it, never "all".
  if (which === "v18") out.heldoutV18 = await strictSet("heldout_v18");
  // v19 is a held-out set from a non-tuner (never scored): only `v19` selects it, never "all".
  if (which === "v19") out.heldoutV19 = await strictSet("heldout_v19");
  // v20 is a held-out set from a non-tuner (never scored): only `v20` selects it, never "all".
  if (which === "v20") out.heldoutV20 = await strictSet("heldout_v20");
  // v21 is a held-out set from a non-tuner (never scored): only `v21` selects it, never "all".
  if (which === "v21") out.heldoutV21 = await strictSet("heldout_v21");
  // v22 is a held-out set from a non-tuner (never scored): only `v22` selects it, never "all".
  if (which === "v22") out.heldoutV22 = await strictSet("heldout_v22");
  // v23 is a held-out set from a non-tuner (never scored): only `v23` selects it, never "all".
  if (which === "v23") out.heldoutV23 = await strictSet("heldout_v23");
  // v24 is a held-out set from a non-tuner (never scored): only `v24` selects it, never "all".
  if (which === "v24") out.heldoutV24 = await strictSet("heldout_v24");
  // v25 is a held-out set from a non-tuner (never scored): only `v25` selects it, never "all".
  if (which === "v25") out.heldoutV25 = await strictSet("heldout_v25");
  // v26 is a held-out set from a non-tuner (never scored): only `v26` selects it, never "all".
  if (which === "v26") out.heldoutV26 = await strictSet("heldout_v26");
  // v27 is a held-out set from a non-tuner (scored once, a tuning set now): only `v27` selects it.
  if (which === "v27") out.heldoutV27 = await strictSet("heldout_v27");
  // v28 is a held-out set from a non-tuner (scored once, a tuning set now): only `v28` selects it.
  if (which === "v28") out.heldoutV28 = await strictSet("heldout_v28");
  // v29 is a held-out set from a non-tuner (never scored): only `v29` selects it, never "all".
  if (which === "v29") out.heldoutV29 = await strictSet("heldout_v29");
  // v30 is a held-out set from a non-tuner (never scored): only `v30` selects it, never "all".
  if (which === "v30") out.heldoutV30 = await strictSet("heldout_v30");
  // v31 (scored once in the fifth 2026-11-29 session; tuning now): `v31` selects it, never "all".
  if (which === "v31") out.heldoutV31 = await strictSet("heldout_v31");
  // v32 (scored once in the sixth 2026-11-29 session; tuning now): `v32` selects it, never "all".
  if (which === "v32") out.heldoutV32 = await strictSet("heldout_v32");
  // v33 (scored once in the sixth 2026-11-29 session; tuning now): `v33` selects it, never "all".
  if (which === "v33") out.heldoutV33 = await strictSet("heldout_v33");
  // v34 (scored once at the start of the seventh 2026-11-29 session, on the sixth's final code;
  // tuning now): `v34` selects it, never "all".
  if (which === "v34") out.heldoutV34 = await strictSet("heldout_v34");
  // v35 (scored once in the seventh 2026-11-29 session; tuning now): `v35` selects it, never "all".
  if (which === "v35") out.heldoutV35 = await strictSet("heldout_v35");
  // v36 (scored once at the start of the eighth 2026-11-29 session; tuning now): `v36` selects it.
  if (which === "v36") out.heldoutV36 = await strictSet("heldout_v36");
  // v37 (scored once in the eighth 2026-11-29 session; tuning now): `v37` selects it.
  if (which === "v37") out.heldoutV37 = await strictSet("heldout_v37");
  // v38 (scored once at the start of the ninth 2026-11-29 session; tuning now): `v38` selects it.
  if (which === "v38") out.heldoutV38 = await strictSet("heldout_v38");
  // v39 (scored once in the ninth 2026-11-29 session; tuning now): `v39` selects it.
  if (which === "v39") out.heldoutV39 = await strictSet("heldout_v39");
  // v40 (scored once at the start of the tenth 2026-11-30 session; tuning now): `v40` selects it.
  if (which === "v40") out.heldoutV40 = await strictSet("heldout_v40");
  // v41 (scored once in the tenth 2026-11-30 session; tuning now): `v41` selects it.
  if (which === "v41") out.heldoutV41 = await strictSet("heldout_v41");
  // v42 (scored once at the start of the eleventh 2026-11-30 session; tuning now): `v42` selects it.
  if (which === "v42") out.heldoutV42 = await strictSet("heldout_v42");
  // v43 (scored once in the eleventh 2026-11-30 session; tuning now): `v43` selects it.
  if (which === "v43") out.heldoutV43 = await strictSet("heldout_v43");
  // v44 (scored once in the twelfth 2026-11-30 session; tuning now): `v44` selects it.
  if (which === "v44") out.heldoutV44 = await strictSet("heldout_v44");
  // v45 (scored once in the twelfth 2026-11-30 session; tuning now): `v45` selects it.
  if (which === "v45") out.heldoutV45 = await strictSet("heldout_v45");
  // v46 (scored once in the thirteenth 2026-11-30 session; tuning now): `v46` selects it.
  if (which === "v46") out.heldoutV46 = await strictSet("heldout_v46");
  // v47 (scored once in the thirteenth 2026-11-30 session; tuning now): `v47` selects it.
  if (which === "v47") out.heldoutV47 = await strictSet("heldout_v47");
  // v48 (scored once at the start of the fourteenth 2026-11-30 session; tuning now): `v48` selects it.
  if (which === "v48") out.heldoutV48 = await strictSet("heldout_v48");
  // v49 (scored once at the end of the fourteenth 2026-11-30 session; tuning now): `v49` selects it.
  if (which === "v49") out.heldoutV49 = await strictSet("heldout_v49");
  // v50 (scored once at the start of the fifteenth 2026-11-30 session; tuning now): `v50` selects it.
  if (which === "v50") out.heldoutV50 = await strictSet("heldout_v50");
  // v51 (scored once at the end of the fifteenth 2026-11-30 session; tuning now): `v51` selects it.
  if (which === "v51") out.heldoutV51 = await strictSet("heldout_v51");
  // v52 (scored once at the start of the sixteenth 2026-11-30 session; tuning now): `v52` selects it.
  if (which === "v52") out.heldoutV52 = await strictSet("heldout_v52");
  // v53 (scored once at the end of the sixteenth 2026-11-30 session; tuning now): `v53` selects it.
  if (which === "v53") out.heldoutV53 = await strictSet("heldout_v53");
  // v54 (scored once at the start of the seventeenth 2026-11-30 session; tuning now): `v54` selects it.
  if (which === "v54") out.heldoutV54 = await strictSet("heldout_v54");
  // v55 (scored once at the end of the seventeenth 2026-11-30 session; tuning now): `v55` selects it.
  if (which === "v55") out.heldoutV55 = await strictSet("heldout_v55");
  // v56 (scored once at the start of the eighteenth 2026-11-30 session; tuning now): `v56` selects it.
  if (which === "v56") out.heldoutV56 = await strictSet("heldout_v56");
  // v57 (scored once in the eighteenth 2026-11-30 session; tuning now): `v57` selects it.
  if (which === "v57") out.heldoutV57 = await strictSet("heldout_v57");
  // v58 (scored once at the start of the nineteenth 2026-12-01 session; tuning now): `v58` selects it.
  if (which === "v58") out.heldoutV58 = await strictSet("heldout_v58");
  // v59 (scored once in the nineteenth 2026-12-01 session; tuning now): `v59` selects it.
  if (which === "v59") out.heldoutV59 = await strictSet("heldout_v59");
  // v60 (scored once at the start of the twentieth 2026-12-01 session; tuning now): `v60` selects it.
  if (which === "v60") out.heldoutV60 = await strictSet("heldout_v60");
  // v61 (scored once in the twentieth 2026-12-01 session; tuning now): `v61` selects it.
  if (which === "v61") out.heldoutV61 = await strictSet("heldout_v61");
  // v62 (scored once at the start of the twenty-first 2026-12-01 session; tuning now): `v62` selects it.
  if (which === "v62") out.heldoutV62 = await strictSet("heldout_v62");
  // v63 (scored once at the start of the twenty-second 2026-12-01 session; tuning now): `v63` selects it.
  if (which === "v63") out.heldoutV63 = await strictSet("heldout_v63");
  // v64 (scored once at the start of the twenty-third session; tuning now): `v64` selects it.
  if (which === "v64") out.heldoutV64 = await strictSet("heldout_v64");
  // v65 (scored once at the start of the twenty-fourth session; tuning now): `v65` selects it.
  if (which === "v65") out.heldoutV65 = await strictSet("heldout_v65");
  // v66 (scored once at the start of the twenty-fifth session; tuning now): `v66` selects it.
  if (which === "v66") out.heldoutV66 = await strictSet("heldout_v66");
  // v67 (scored once at the start of the twenty-sixth session; tuning now): `v67` selects it.
  if (which === "v67") out.heldoutV67 = await strictSet("heldout_v67");
  // v68 (scored once at the start of the twenty-seventh session; tuning now): `v68` selects it.
  if (which === "v68") out.heldoutV68 = await strictSet("heldout_v68");
  // v69 (written in the twenty-seventh session; never scored): `v69` selects it.
  if (which === "v69") out.heldoutV69 = await strictSet("heldout_v69");
  // rtr1 and rtr2 are redaction TRAINING sets (tests/fixtures/redaction_train/; never a held-out
  // score): only their own names select them, never "all"; they have no injection half.
  // rtr3 (education and family life) is selected the same way, by `rtr3` only.
  // rtr4 (hobbyists, makers and small online communities) likewise, by `rtr4` only.
  // rtr5 (non-English and mixed-language work chats; a check set scored at the start and after the
  // first wave of the fifth 2026-11-29 session, tuning data since) likewise, by `rtr5` only.
  // rtr6 (machine-written tool output: CI logs, traces, HTTP and HAR dumps, env listings,
  // Kubernetes and Terraform output, device consoles, mail logs, exports and diffs; a check set
  // of the sixth 2026-11-29 session) likewise, by `rtr6` only.
  // rtr7 (secrets people hand each other in writing: handovers, onboarding mails, shared sheets,
  // password-manager exports, sticky notes, property, back-office and family notes, in eight
  // languages; a check set of the seventh 2026-11-29 session) likewise, by `rtr7` only.
  // rtr8 (secrets in what software teams and IT staff paste while working: incident channels,
  // pair-debugging chats, reviews, vendor tickets, terminals, devtools, CI logs, crash reports,
  // migration notes, in eight languages; a check set of the eighth 2026-11-29 session) likewise,
  // by `rtr8` only.
  // rtr9 (secrets inside configuration and structured files an agent reads through a tool: YAML,
  // TOML, INI, properties, XML, Terraform, dotfiles, .env, systemd and cron, vault exports, HAR,
  // in nine languages; a check set of the ninth 2026-11-29 session) likewise, by `rtr9` only.
  // rtr10 (secrets in what an agent reads while debugging running systems: exception dumps, HTTP
  // dumps, verbose clients, database output, shell traces, env and container dumps, devtools copies,
  // queue logs, CI logs, core strings; eleven languages; a check set of the tenth session) likewise,
  // by `rtr10` only.
  if (/^rtr([1-9]|10)$/.test(which)) {
    const dir = `redaction_train/${which}`;
    out[`trainRtr${which.slice(3)}`] = {
      redaction: evalRedactionV2(await loadFrom<RedactionCase[]>(dir, "redaction.json")),
      redactionJson: evalRedactionJsonV2(
        await loadFrom<RedactionJsonCase[]>(dir, "redaction_json.json"),
      ),
    };
  }
  // trn1 … trn11 are the classifier's injection TRAINING sets (tests/fixtures/injection_train/;
  // never a held-out score; trn6 … trn11 were check sets in the 2026-11-29/30 sessions' first
  // waves): only their own names select them.
  if (/^trn([1-9]|1[01])$/.test(which)) {
    const cases = await loadFrom<V2Injection[]>(`injection_train/${which}`, "injection.json");
    out[`train${which[0].toUpperCase()}${which.slice(1)}`] = { injection: evalInjectionV2(cases) };
  }
  const shownOut = Deno.args.includes("--totals") ? totalsOnly(out) : out;
  console.log(JSON.stringify(shownOut, null, 2));
}
