/**
 * A product named by its maker (round 20): "Google's model" means Gemini, "Anthropic's CLI agent"
 * Claude Code, "Atlassian's wiki" Confluence. Lines read like the noun lexicon ("phrase, phrase =
 * api words", words adjacent; "google's" reads as "google s"), written from general knowledge of
 * well-known vendors' flagship products, not from any set's misses. A maker alone never expands:
 * "google search" or "microsoft account" keep their own words; only maker + kind of product does.
 */
export const MAKER_LEXICON: readonly string[] = [
  // AI models and assistants
  "google model, google's model, google ai, google's ai, google llm, google's llm, google cli, google's cli, google chatbot = gemini",
  "anthropic model, anthropic's model, anthropic ai, anthropic's ai, anthropic cli, anthropic's cli, anthropic agent, anthropic's agent, anthropic coding agent, anthropic's coding agent = claude",
  "openai model, openai's model, openai llm, openai's llm, openai chatbot, openai's chatbot = openai gpt chatgpt",
  "meta model, meta's model, meta llm, meta's llm = llama",
  "alibaba model, alibaba's model, alibaba llm = qwen",
  "xai model, xai's model = grok",
  "microsoft ai assistant, microsoft's ai assistant, github ai, github's ai, github assistant, github's assistant = copilot",
  // Clouds and office suites
  "amazon cloud, amazon's cloud = aws",
  "microsoft cloud, microsoft's cloud = azure",
  "microsoft chat, microsoft's chat = teams",
  "microsoft spreadsheet, microsoft's spreadsheet = excel",
  // Developer tools
  "apple ide, apple's ide = xcode",
  "atlassian wiki, atlassian's wiki = confluence",
  "atlassian tracker, atlassian's tracker, atlassian issue tracker, atlassian's issue tracker = jira",
];
