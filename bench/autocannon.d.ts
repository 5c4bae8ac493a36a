// The part of autocannon's API the benchmarks use (it ships no types).
declare module "autocannon" {
  interface Histogram { average: number; mean: number; p50: number; p90: number; p99: number; max: number }
  interface Result { requests: Histogram; latency: Histogram; throughput: Histogram; errors: number; non2xx: number; timeouts: number }
  interface Options { url: string; connections?: number; duration?: number; headers?: Record<string, string>; pipelining?: number }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
