import { heldTerms, matchStrength, sameWord, someHoldAll, typesCommand } from './match.ts';
import { queryTerms } from './query.ts';
import { SITE, found, search } from './test-pages.ts';

describe('words', () => {
  it('matches word forms the way the index does: deleted, deletion, delete', () => {
    expect(search('resume a deleted deployment')[0]).toBe('/mg/cli/lsd/#delete');
  });

  it('counts the term’s word family fully, words that only share a start by the square of their share', () => {
    expect(matchStrength('Confirmation.', 'confirming')).toBe(1);
    expect(matchStrength('deletion', 'deleted')).toBe(1);
    expect(matchStrength('sizes', 'size')).toBe(1);
    expect(matchStrength('stopped', 'stop')).toBe(1);
    expect(matchStrength('half', 'halfway')).toBeCloseTo((4 / 7) ** 2);
    expect(matchStrength('background', 'back')).toBeCloseTo(0.16);
    expect(matchStrength('-b.', 'bring')).toBeCloseTo(0.04);
  });

  it('keeps apart the families a reader keeps apart: deployment and deploy, log and login', () => {
    expect(matchStrength('deployment', 'deploy')).toBeCloseTo(0.36);
    expect(matchStrength('deployments', 'deploying')).toBeLessThan(0.5);
    expect(matchStrength('deploying', 'deploy')).toBe(1);
    expect(matchStrength('login', 'logs')).toBeLessThan(0.5);
    expect(matchStrength('logs', 'log')).toBe(1);
    // A family shares a stem of three letters: the alias -v is not "vs".
    expect(matchStrength('-v.', 'vs')).toBeLessThan(0.5);
    expect(matchStrength('vm', 'vm')).toBe(1);
  });

  it('reads a flag’s parts as words, and a value’s name as no word', () => {
    expect(matchStrength('--aws-profile', 'profile')).toBe(1);
    expect(matchStrength('<name>', 'named')).toBe(0);
    expect(matchStrength('[<name>]', 'name')).toBe(0);
    expect(matchStrength('<size>', 'size')).toBe(0);
  });

  it('leaves out of the query a word no page holds, unless no word is held', () => {
    const query = queryTerms('nuke yesterday');
    expect(heldTerms(found(SITE, query.terms), query).terms).toEqual(['nuke']);
    const none = queryTerms('kubernetes');
    expect(heldTerms(found(SITE, none.terms), none).terms).toEqual(['kubernetes']);
  });

  it('names a place only for the same word, give or take a plural', () => {
    expect(sameWord('Sizes', 'size')).toBe(true);
    expect(sameWord('--deleting', 'deleted')).toBe(false);
  });

  it('tells whether some page holds every word (else the results are only the closest)', () => {
    const query = queryTerms('nuke serverless');
    expect(someHoldAll(found(SITE, query.terms), query)).toBe(false);
    const both = queryTerms('nuke deployment');
    expect(someHoldAll(found(SITE, both.terms), both)).toBe(true);
  });
});

describe('typesCommand', () => {
  it('is true when the terms start with mg and the command, in order', () => {
    expect(typesCommand(['mg', 'esp', 'deploy', 'dist'], ['esp', 'deploy'])).toBe(true);
    expect(typesCommand(['mg', 'esp'], ['esp', 'deploy'])).toBe(false);
    expect(typesCommand(['esp', 'deploy'], ['esp', 'deploy'])).toBe(false);
    expect(typesCommand(['mg', 'deploy', 'esp'], ['esp', 'deploy'])).toBe(false);
    // A command word may hold a hyphen; the query keeps it as one term.
    expect(typesCommand(['mg', 'dmt', 'db-shell'], ['dmt', 'db-shell'])).toBe(true);
  });
});
