import { Fragment } from 'react';
import { LRI, localReason, PDI } from '../../lib/marking-reasons';

/**
 * A marking reason in the interface's language. Its maths and the bank's English (an answer as
 * typed, a common mistake's explanation) arrive wrapped in left-to-right isolates; each is shown
 * as its own left-to-right element, so it reads in its own order inside an Arabic sentence and
 * is marked as not being Arabic.
 */
/** Splits a reason into plain text and (odd places) its isolated left-to-right parts. */
const ISOLATED_PART = new RegExp(`${LRI}([^${PDI}]*)${PDI}`, 'u');

export function ReasonText({ reason }: { reason: string }) {
  const text = localReason(reason);
  const parts = text.split(ISOLATED_PART);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <bdi key={index} dir="ltr">
            {part}
          </bdi>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
