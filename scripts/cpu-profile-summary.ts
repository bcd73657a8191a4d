// `node scripts/cpu-profile-summary.ts PROFILE.cpuprofile [--from µs --to µs] [--top 40]`: where a
// V8 CPU profile's time went (issue 29), cut to a phase when `--from`/`--to` are given (the server
// clock bench-load.ts prints for a run). Prints the self time per package (our code, each
// dependency, Node's internals, the garbage collector) and the functions that cost the most, self
// and with what they call (inclusive).
import fs from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { from: { type: 'string' }, to: { type: 'string' }, top: { type: 'string', default: '40' } },
});
const profile = JSON.parse(fs.readFileSync(positionals[0]!, 'utf8')) as Profile;
const from = args.from ? Number(args.from) : -Infinity;
const to = args.to ? Number(args.to) : Infinity;

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

/** Self time per node within the window, in µs. */
const self = new Map<number, number>();
let clock = profile.startTime;
let total = 0;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  clock += delta;
  if (clock < from || clock > to) return;
  self.set(id, (self.get(id) ?? 0) + delta);
  total += delta;
});

const packageOf = (url: string, name: string) => {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const dependency = /node_modules\/((@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(url);
  if (dependency) return dependency[1]!;
  if (url.includes('/src/')) return 'src (ours)';
  if (url.startsWith('node:')) return 'node internals';
  return url;
};
const nameOf = (node: ProfileNode) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url.replace(/.*node_modules\//, '').replace(/.*\/src\//, 'src/');
  return `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
};

const byPackage = new Map<string, number>();
const bySelf = new Map<string, number>();
const inclusive = new Map<string, number>();
for (const [id, time] of self) {
  const node = nodes.get(id)!;
  const pkg = packageOf(node.callFrame.url, node.callFrame.functionName);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + time);
  bySelf.set(nameOf(node), (bySelf.get(nameOf(node)) ?? 0) + time);
  // Inclusive: every distinct function on the sample's stack.
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const name = nameOf(nodes.get(at)!);
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + time);
  }
}

const top = Number(args.top);
const busy = total - (byPackage.get('(idle)') ?? 0);
const print = (title: string, map: Map<string, number>, n: number) => {
  console.log(`\n${title}`);
  for (const [name, time] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n))
    console.log(
      `${(time / 1000).toFixed(0).padStart(8)} ms ${((time / busy) * 100).toFixed(1).padStart(5)} %  ${name}`,
    );
};
console.log(
  `${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (percentages are of the busy time)`,
);
print('self time by package', byPackage, 30);
print('self time by function', bySelf, top);
print('inclusive time by function (with what it calls)', inclusive, top);
