// A load of the streamed-page part (asyncpage.ts), in a process of its own so that it does not share the server's
// event loop: `connections` clients, each asking for the URL again as soon as its last answer ended, for `seconds`;
// for every answer the time to its first byte of body and to its last. Prints the figures as JSON.
import { request, Agent } from 'node:http';

export interface StreamLoadSpec {
  url: string;
  connections: number;
  seconds: number;
}

export interface StreamLoadFigures {
  requests: number;
  /** Milliseconds from sending the request to the first byte of the body, and to the end of the body. */
  firstByte: { p50: number; p99: number; max: number };
  lastByte: { p50: number; p99: number; max: number };
  errors: number;
}

function timeOne(url: string, agent: Agent): Promise<{ firstByte: number; lastByte: number }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let firstByte = -1;
    request(url, { agent }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
      res.on('data', () => {
        if (firstByte < 0) firstByte = performance.now() - start;
      });
      res.on('end', () => resolve({ firstByte, lastByte: performance.now() - start }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
};
const summary = (values: number[]) => ({ p50: percentile(values, 50), p99: percentile(values, 99), max: percentile(values, 100) });

async function run(spec: StreamLoadSpec): Promise<StreamLoadFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: spec.connections });
  const until = performance.now() + spec.seconds * 1000;
  const firstBytes: number[] = [];
  const lastBytes: number[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: spec.connections }, async () => {
      while (performance.now() < until) {
        try {
          const { firstByte, lastByte } = await timeOne(spec.url, agent);
          firstBytes.push(firstByte);
          lastBytes.push(lastByte);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  agent.destroy();
  return { requests: firstBytes.length, firstByte: summary(firstBytes), lastByte: summary(lastBytes), errors };
}

const spec = JSON.parse(process.argv[2]!) as StreamLoadSpec;
process.stdout.write(JSON.stringify(await run(spec)));
