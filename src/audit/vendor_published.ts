// Redaction round red63 (issue 13): a value the text itself says the vendor publishes. A manual's
// example and a factory default are printed for every buyer, so they grant nothing; writers mark
// them in their own language ("Example from the vendor's manual: … = V", "V (factory default,
// changed on install)"). Read by kept_spans.ts, the one filter every text rule's spans pass.

// Words for "example" and for a vendor's documentation, in the languages tickets are written in.
// Latin-script stems stand at a word's start; the others are matched anywhere in the label.
export const EXAMPLE =
  /(?<![\p{L}\p{N}])(?:example|sample|e\.g\.|beispiel|exemple|ejemplo|esempio|exemplo|voorbeeld|exempel|eksempel|esimerk|przykład|příklad|példa|örnek|пример|приклад)|例|示例|样例|예시|مثال|उदाहरण/iu;
export const DOCUMENTATION =
  /(?<![\p{L}\p{N}])(?:manual|handbook|docs\b|documenta|datasheet|user\s+guide|handbuch|anleitung|datenblatt|manuel|notice\b|guía|manuale|guida|documentação|handleiding|handbok|håndbo|vejledning|veiledning|käsikirja|ohje|podręcznik|instrukcj|příručk|návod|kézikönyv|útmutató|kılavuz|руководств|документац|инструкц|посібник|інструкц)|マニュアル|説明書|ドキュメント|手册|文档|说明书|매뉴얼|설명서|دليل|मैनुअल/iu;
// Words for the vendor whose documentation it is: "Docs sample: api_key=…" may be a team's own
// docs holding a live key (carriers round 17), a vendor's manual is printed for every buyer.
const VENDOR =
  /(?<![\p{L}\p{N}])(?:vendor|supplier|manufacturer|maker|oem\b|hersteller|anbieter|lieferant|fournisseur|fabricant|éditeur|proveedor|fabricante|fornitore|produttore|fornecedor|leverancier|fabrikant|leverantör|tillverkare|leverandør|produsent|producent|toimittaja|valmistaja|dostawc|dodavatel|výrobc|gyártó|szállító|üretici|tedarikçi|производител|поставщик|вендор|виробник|постачальник)|ベンダー|メーカー|製造元|厂商|厂家|供应商|制造商|벤더|제조사|공급업체|المورد|الشركة المصنعة|विक्रेता/iu;

// Round red74: words for a product's manual or handbook, the book a vendor prints for every
// buyer, as distinct from "docs" or "documentation" (a team's own wiki or README may hold a live
// key, carriers round 17). With an example word, one of these names the product's published
// example without a vendor word ("Example from the <product> manual:", "Esempio dal manuale di
// …"), unless the label calls the manual the writer's own ("our ops manual", "unser Handbuch").
const MANUAL =
  /(?<![\p{L}\p{N}])(?:manual|handbook|user\s+guide|handbuch|manuel|manuale|handleiding|handbok|håndbo|käsikirja|podręcznik|příručk|kézikönyv|kılavuz|руководств|посібник)|マニュアル|説明書|手册|说明书|매뉴얼|설명서|मैनुअल/iu;
const OWN =
  /(?<![\p{L}\p{N}])(?:our|my|own|internal|in-house|team|unser\p{L}*|mein\p{L}*|eigen\p{L}*|intern\p{L}*|notre|nos|mon|ma|mes|nuestr\p{L}*|mi|mis|propi\p{L}*|nostr\p{L}*|mio|mia|miei|nosso|nossa|meu|minha|onze|ons|mijn|eigen|vår|vårt|våra|min|mitt|mina|egen|eget|vores|nasz\p{L}*|mój|moj\p{L}*|własn\p{L}*|naš\p{L}*|můj|vlastní|saját|наш\p{L}*|мо[йяеи]|свой|свою|своё)(?![\p{L}\p{N}])|我们|我的|社内|自社|私の|우리|내부/iu;

// A sentence ends between the label and the value: the value is no longer the label's example.
const SENTENCE_BREAK = /[.;!?。；！？](?:\s|$)/;

// An aside right after the value that says it is the factory default, and then stops or goes on
// with a comma ("(factory default)", "(factory default, changed on install)"); "(factory default
// was …)" speaks of another value and is not read.
const FACTORY_ASIDE =
  /^\s*["'”»]?\s*[(（]\s*(?:factory[\s-](?:default|setting)s?|werkseinstellung(?:en)?|valeur\s+d'usine|réglage\s+d'usine|(?:valor\s+)?de\s+fábrica|di\s+fabbrica|fabrieksinstelling|fabriksinställning|fabrikkinnstilling|fabriksindstilling|tehdasasetus|ustawienie\s+fabryczne|tovární\s+nastavení|gyári\s+beállítás|fabrika\s+ayarı|заводск\p{L}*(?:\s+\p{L}+)?|出厂(?:默认|设置)?|工場出荷時?(?:設定)?|공장\s*초기값)\s*[,，;)）]/iu;

/** The line opens with a label naming a vendor's documentation example; the value, same clause. */
function documentedExample(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  if (start - lineStart > 200) return false;
  const before = text.slice(lineStart, start);
  const colon = before.search(/[:：]/);
  if (colon < 0 || colon > 100) return false;
  const label = before.slice(0, colon);
  return EXAMPLE.test(label) && DOCUMENTATION.test(label) &&
    (VENDOR.test(label) || (MANUAL.test(label) && !OWN.test(label))) &&
    !SENTENCE_BREAK.test(before.slice(colon + 1));
}

/** Whether the text says the span's value is a vendor's documented example or factory default. */
export function vendorPublishedAt(text: string, start: number, end: number): boolean {
  return FACTORY_ASIDE.test(text.slice(end, end + 48)) || documentedExample(text, start);
}
