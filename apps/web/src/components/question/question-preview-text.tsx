import { questionPreview } from './question-preview';

/**
 * A question's one-line preview (lists, reports): the bank's English, kept in its own
 * left-to-right order on an Arabic page; `empty` when there is no text to show.
 */
export function QuestionPreviewText({ text, empty = '' }: { text: string; empty?: string }) {
  const preview = questionPreview(text);
  return preview ? <bdi dir="ltr">{preview}</bdi> : <>{empty}</>;
}
