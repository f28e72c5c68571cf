import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import { afterEach, describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { type AnswerOf, type ContractHandler, defineRoute } from "#routes/contract.ts";

// `defineRoute` ties a handler to its contract at compile time. The `@ts-expect-error` lines below are the proof: the
// API's type check (`tsc`, which covers this file) fails if any of them compiles, that is if a handler could answer
// something its contract does not promise. The runtime tests check what the route carries and answers.

const ZThing = z.object({ id: z.uuid(), name: z.string(), count: z.number().int() });
const ZCreated = z.object({ id: z.uuid() });
const ID = "0b7f1e0e-6d5a-4c1a-9a53-2f4c7e1d9b10";

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe("defineRoute", () => {
  it("registers the route with its access and contract, and answers what the handler returns", async () => {
    app = Fastify();
    const registered: RouteOptions[] = [];
    app.addHook("onRoute", (route) => {
      registered.push(route);
    });
    const contract = { summary: "One thing", response: { 200: ZThing } };
    defineRoute(app, {
      method: "GET",
      url: "/api/things/one",
      access: "public",
      contract,
      handler: async () => ({ id: ID, name: "One", count: 1 }),
    });
    const route = registered.find((r) => r.url === "/api/things/one" && r.method === "GET");
    expect(route?.config).toMatchObject({ access: "public", contract });
    const response = await app.inject({ url: "/api/things/one" });
    expect(response.statusCode).toBe(200);
    expect(ZThing.parse(response.json())).toEqual({ id: ID, name: "One", count: 1 });
  });

  it("sends the body of the status the handler chose", async () => {
    app = Fastify();
    defineRoute(app, {
      method: "POST",
      url: "/api/things",
      access: "public",
      contract: { summary: "Makes a thing", response: { 201: ZCreated } },
      handler: async (_request, reply) => reply.status(201).send({ id: ID }),
    });
    const response = await app.inject({ method: "POST", url: "/api/things" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: ID });
  });

  it("refuses at compile time a handler whose answer is not its contract's", () => {
    // Declared only, never registered: these routes exist for the type check.
    const typeOnly = (check: (app: FastifyInstance) => void) => check;

    typeOnly((app) => {
      defineRoute(app, {
        method: "GET",
        url: "/api/things/:id",
        access: "public",
        contract: { summary: "A thing", response: { 200: ZThing } },
        // @ts-expect-error `count` must be a number: the returned body does not match the contract.
        handler: async () => ({ id: ID, name: "One", count: "1" }),
      });
      defineRoute(app, {
        method: "GET",
        url: "/api/things/:id",
        access: "public",
        contract: { summary: "A thing", response: { 200: ZThing } },
        // @ts-expect-error `name` is missing.
        handler: async () => ({ id: ID, count: 1 }),
      });
      defineRoute(app, {
        method: "POST",
        url: "/api/things",
        access: "public",
        contract: { summary: "Makes a thing", response: { 201: ZCreated } },
        handler: async (_request, reply) =>
          // @ts-expect-error 201's `id` is a string.
          reply.status(201).send({ id: 42 }),
      });
      defineRoute(app, {
        method: "POST",
        url: "/api/things",
        access: "public",
        contract: { summary: "Makes a thing", response: { 201: ZCreated } },
        handler: async (_request, reply) =>
          // @ts-expect-error the contract promises no 202.
          reply.status(202).send({ id: ID }),
      });
    });

    // The handler type alone, where the error lands on the very expression.
    // @ts-expect-error `count` must be a number.
    const wrongCount: ContractHandler<{ 200: typeof ZThing }> = async () => ({
      id: ID,
      name: "One",
      count: "1",
    });
    const right: ContractHandler<{ 200: typeof ZThing }> = async () => ({ id: ID, name: "One", count: 1 });
    expect([wrongCount, right]).toHaveLength(2);

    expectTypeOf<AnswerOf<{ 200: typeof ZThing }>>()
      .extract<{ id: string }>()
      .toEqualTypeOf<z.input<typeof ZThing>>();
    expectTypeOf<{ id: string; name: string; count: string }>().not.toExtend<
      AnswerOf<{ 200: typeof ZThing }>
    >();
  });
});
