/**
 * Imported first by every front end's entry. The pages run under a content security policy without
 * 'unsafe-eval'; zod compiles its object parsers with `new Function` and probes for it when a schema is built,
 * and the probe alone is reported as a violation (even though zod catches the refusal). Jitless zod parses the
 * same, without the probe. zod (v4) keeps its settings in `globalThis.__zod_globalConfig`, which the first copy
 * to load adopts: set here, before any screen loads zod, without bringing zod into the first screen's code
 * (`config()` from zod would, 3.7 KB compressed).
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
