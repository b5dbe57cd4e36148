import type { MasteryLevel } from '@exam/contract';
import { defineCatalog, type Translate } from '../../i18n/use-t';
import en from './en.json';

/** The shared components' messages (catalog/en.json, catalog/ar.json), ids `common.`. */
export const useCommonT = defineCatalog(en);

/** The English texts, for the constants tests and other screens compare with. */
export const commonEnglish = en;

type CommonId = keyof typeof en;

/**
 * A mastery level's name in the interface's language. The contract keeps the English labels
 * (the API's CSV export uses them); the screens translate by the level's key.
 */
export function masteryLevelLabel(t: Translate<CommonId>, level: MasteryLevel): string {
  return t(`common.mastery.${level}`);
}

/** The level names for a component: `const label = useMasteryLevelLabel(); label('familiar')`. */
export function useMasteryLevelLabel(): (level: MasteryLevel) => string {
  const t = useCommonT();
  return (level) => masteryLevelLabel(t, level);
}
