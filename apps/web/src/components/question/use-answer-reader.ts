import { lazyModule } from '../../lib/lazy-module';

/**
 * The bank's answer reader (the checker's own maths parser, packages/bank), in its own chunk:
 * only screens with a short-answer field download it (docs/decisions/032). Offline, there is no
 * preview; the answer is still sent and marked by the server.
 */
const answerReader = lazyModule(() => import('@exam/bank/read-answer'));

export const loadAnswerReader = answerReader.load;

/** The answer reader once loaded (null until then, or when it cannot be loaded). */
export const useAnswerReader = () => answerReader.useModule();
