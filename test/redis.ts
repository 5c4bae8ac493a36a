/** The Redis server of the tests (started by .ci/run when missing). */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
