const what = process.argv.slice(2);
const gc = (globalThis as { gc?: () => void }).gc!;
const snap = () => { gc(); gc(); const m = process.memoryUsage(); return { rss: m.rss / 1048576, heap: m.heapUsed / 1048576, ext: m.external / 1048576 }; };
await new Promise((r) => setTimeout(r, 200));
const a = snap();
for (const w of what) await import(w);
await new Promise((r) => setTimeout(r, 200));
const b = snap();
console.log(what.join(' ') || '(none)', 'rss', a.rss.toFixed(0), '->', b.rss.toFixed(0), 'heap', a.heap.toFixed(1), '->', b.heap.toFixed(1), 'ext +', (b.ext - a.ext).toFixed(1));
