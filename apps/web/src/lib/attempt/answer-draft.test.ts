import { afterEach, describe, expect, it } from 'vitest';
import { createAnswerDraftStore } from './answer-draft';

const KEY = 'testAnswerDraft';
const drafts = createAnswerDraftStore(KEY);

afterEach(() => localStorage.clear());

describe('answer drafts of a timed attempt', () => {
  it('gives back the draft of the same attempt and question only', () => {
    drafts.save('a1', 'q1', 'x = 7\ny = 2');
    expect(drafts.load('a1', 'q1')).toBe('x = 7\ny = 2');
    expect(drafts.load('a1', 'q2')).toBeNull();
    expect(drafts.load('a2', 'q1')).toBeNull();
  });

  it('removes the draft when the answer is emptied or cleared', () => {
    drafts.save('a1', 'q1', '3');
    drafts.save('a1', 'q1', '');
    expect(localStorage.getItem(KEY)).toBeNull();
    drafts.save('a1', 'q1', '3');
    drafts.clear();
    expect(drafts.load('a1', 'q1')).toBeNull();
  });

  it('ignores a damaged value', () => {
    localStorage.setItem(KEY, '{not json');
    expect(drafts.load('a1', 'q1')).toBeNull();
    localStorage.setItem(KEY, JSON.stringify({ attemptId: 'a1', questionId: 'q1', answer: 5 }));
    expect(drafts.load('a1', 'q1')).toBeNull();
  });
});
