import { describe, expect, test } from "bun:test";
import { CircuitBreaker } from "./circuit-breaker";

const settings = { failures: 5, windowMs: 30_000, coolDownMs: 60_000 };

describe("the circuit breaker", () => {
  test("opens after 5 failures within 30 s, not after 5 spread over longer", () => {
    const spread = new CircuitBreaker(settings);
    for (let i = 0; i < 5; i++) spread.failed(i * 10_000);
    expect(spread.state(40_000)).toBe("closed");
    const opened: number[] = [];
    const burst = new CircuitBreaker(settings, (at) => opened.push(at));
    for (let i = 0; i < 5; i++) burst.failed(1_000 + i);
    expect(burst.state(1_010)).toBe("open");
    expect(burst.allow(1_010)).toBe(false);
    expect(opened).toEqual([1_004]);
  });

  test("after the cool-down lets one probe through; its success closes, its failure opens again", () => {
    const breaker = new CircuitBreaker(settings);
    for (let i = 0; i < 5; i++) breaker.failed(0);
    expect(breaker.state(60_000)).toBe("half_open");
    expect(breaker.allow(60_000)).toBe(true);
    expect(breaker.allow(60_001)).toBe(false);
    breaker.failed(60_500);
    expect(breaker.state(61_000)).toBe("open");
    expect(breaker.reopensAt()).toBe(120_500);
    expect(breaker.allow(120_500)).toBe(true);
    breaker.succeeded();
    expect(breaker.state(120_600)).toBe("closed");
    expect(breaker.allow(120_600)).toBe(true);
  });

  test("remembers since when the model is down across failed probes, and forgets it when the model answers", () => {
    const breaker = new CircuitBreaker(settings);
    expect(breaker.downSince()).toBeNull();
    for (let i = 0; i < 5; i++) breaker.failed(1_000);
    expect(breaker.downSince()).toBe(1_000);
    expect(breaker.allow(61_000)).toBe(true);
    breaker.failed(61_500);
    expect(breaker.reopensAt()).toBe(121_500);
    expect(breaker.downSince()).toBe(1_000);
    expect(breaker.allow(121_500)).toBe(true);
    breaker.succeeded();
    expect(breaker.downSince()).toBeNull();
  });
});
