// @ts-types="@modelcontextprotocol/sdk/server/mcp"
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
// @ts-types="@modelcontextprotocol/sdk/validation/types"
import type { jsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/types.js";
import { z } from "zod";

const CONDITIONS = ["sunny", "partly cloudy", "cloudy", "light rain", "showers", "windy"];

/** Stable per-input pseudo-random numbers: the demo answers the same question the same way. */
function seed(text: string): number {
  let h = 2166136261;
  for (const ch of text.toLowerCase()) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return h >>> 0;
}

export interface ForecastDay {
  day: number;
  condition: string;
  high: number;
  low: number;
  precipitationChance: number;
}

export function forecast(city: string, days: number, units: "metric" | "imperial"): ForecastDay[] {
  const base = seed(city);
  return Array.from({ length: days }, (_, i) => {
    const n = (base >>> (i % 16)) + i * 7919;
    const highC = 8 + (n % 22);
    const lowC = highC - 4 - (n % 6);
    const convert = (c: number) => units === "metric" ? c : Math.round(c * 9 / 5 + 32);
    return {
      day: i + 1,
      condition: CONDITIONS[n % CONDITIONS.length],
      high: convert(highC),
      low: convert(lowC),
      precipitationChance: (n % 10) * 10,
    };
  });
}

export function alerts(region: string): string[] {
  const n = seed(region) % 3;
  if (n === 0) return [];
  const all = [`Wind advisory for ${region} until 18:00`, `Heat warning for ${region} tomorrow`];
  return all.slice(0, n);
}

/** Built once: registering a prebuilt z.object per request is cheaper than a raw shape. */
const FORECAST_IN = z.object({
  city: z.string().min(1).max(100).describe("City name, e.g. Lisbon"),
  days: z.number().int().min(1).max(7).describe("Number of days, 1 to 7"),
  units: z.enum(["metric", "imperial"]).default("metric").describe("Temperature units"),
});
const FORECAST_OUT = z.object({
  city: z.string(),
  units: z.enum(["metric", "imperial"]),
  days: z.array(z.object({
    day: z.number().int(),
    condition: z.string(),
    high: z.number(),
    low: z.number(),
    precipitationChance: z.number(),
  })),
});
const ALERTS_IN = z.object({
  region: z.string().min(1).max(100).describe("Region or country name"),
});

/** A fresh `demo-weather` server: strict input schemas so argument validation can be tested. */
export function createWeatherServer(jsonSchemaValidator?: jsonSchemaValidator): McpServer {
  const server = new McpServer({ name: "demo-weather", version: "1.0.0" }, { jsonSchemaValidator });
  server.registerTool("get_forecast", {
    description: "Daily weather forecast for a city (deterministic demo data).",
    inputSchema: FORECAST_IN,
    outputSchema: FORECAST_OUT,
  }, ({ city, days, units }) => {
    const result = { city, units, days: forecast(city, days, units) };
    const unit = units === "metric" ? "°C" : "°F";
    const lines = result.days.map((d) =>
      `Day ${d.day}: ${d.condition}, ${d.low}-${d.high}${unit}, rain ${d.precipitationChance}%`
    );
    return {
      content: [{ type: "text", text: `Forecast for ${city}:\n${lines.join("\n")}` }],
      structuredContent: result,
    };
  });
  server.registerTool("get_alerts", {
    description: "Active weather alerts for a region (deterministic demo data).",
    inputSchema: ALERTS_IN,
  }, ({ region }) => {
    const list = alerts(region);
    const body = list.length === 0 ? `No active alerts for ${region}.` : list.join("\n");
    return { content: [{ type: "text", text: body }] };
  });
  return server;
}
