import { adminLoginMessages, adminMealMessages, adminMessages, landingMessages, weekMenuMessages } from '@rules';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from './serverMessages.ts';

describe("the back office's catalogue of the server's answers", () => {
  it('names every answer the shared rules give the back office, and only those', () => {
    const rules = [adminMessages, adminLoginMessages, weekMenuMessages, adminMealMessages, landingMessages]
      .flatMap((messages) => Object.values(messages))
      // A message made of a value (the carousel's delete confirmation) is said with `{name}` instead.
      .filter((message) => typeof message === 'string');
    expect([...SERVER_MESSAGES].sort()).toEqual([...new Set(rules)].sort());
  });
});
