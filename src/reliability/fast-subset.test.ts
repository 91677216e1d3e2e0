// The fast subset of `npm run test:reliability` inside `npm test`: every scenario file at small counts.
process.env.RELIABILITY_SCALE = 'fast';
const scenarios = import.meta.glob('./**/*.reliability.ts');
for (const load of Object.values(scenarios)) await load();
