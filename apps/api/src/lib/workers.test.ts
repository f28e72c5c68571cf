import { describe, expect, it } from "vitest";
import { POSTGRES_POOL_SIZE, poolSizeOfWorker } from "#db/client.ts";
import { AUTO_WORKERS_MAX, workerCount } from "#lib/workers.ts";

// How many API processes serve, and how they share the instance's connections. The workers themselves (forking,
// metrics summed, SIGTERM to all) are tested on the real entry point in main.test.ts.

const postgres = "postgres://visadesk:pw@db:5432/visadesk";

describe("API_WORKERS", () => {
  it("is one process on PGlite, whatever the cores", () => {
    expect(workerCount({ API_WORKERS: "auto", DATABASE_URL: undefined }, 16)).toBe(1);
  });

  it("is one worker per core on PostgreSQL by default, up to the most auto starts", () => {
    expect(workerCount({ API_WORKERS: "auto", DATABASE_URL: postgres }, 1)).toBe(1);
    expect(workerCount({ API_WORKERS: "auto", DATABASE_URL: postgres }, 2)).toBe(2);
    expect(workerCount({ API_WORKERS: "auto", DATABASE_URL: postgres }, 64)).toBe(AUTO_WORKERS_MAX);
    expect(workerCount({ API_WORKERS: 3, DATABASE_URL: postgres }, 2)).toBe(3);
  });

  it("shares the instance's connections among its workers, two at least each", () => {
    expect(poolSizeOfWorker(1)).toBe(POSTGRES_POOL_SIZE);
    expect(poolSizeOfWorker(2) * 2).toBe(POSTGRES_POOL_SIZE);
    expect(poolSizeOfWorker(3)).toBe(4);
    expect(poolSizeOfWorker(8)).toBe(2);
  });
});
