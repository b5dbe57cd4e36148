import { answerToTex } from './answer-tex';
import { QuestionText } from './question-text';

/**
 * An answer (the correct one or the student's) typeset like the options: an option's `$...$`
 * math, or a short answer's plain maths ('√3/2', '3π/4') turned into TeX; anything else as written.
 */
export function AnswerText({ text }: { text: string }) {
  if (text.includes('$')) return <QuestionText text={text} />;
  const tex = answerToTex(text);
  return tex === null ? <>{text}</> : <QuestionText text={`$${tex}$`} />;
}
