/** Every item template, lesson by lesson. */
import type { ItemTemplate } from '../model/item';
import { angleStandardPositionTemplates } from './angles-standard-position.templates';
import { degreeRadianTemplates } from './degree-radian.templates';
import { rightTriangleRatioTemplates } from './right-triangle-ratios.templates';
import { anyAngleTemplates } from './any-angle.templates';
import { sineCosineGraphTemplates } from './sine-cosine-graphs.templates';
import { angleFromRatioTemplates } from './angle-from-ratio.templates';
import { basicIdentityTemplates } from './basic-identities.templates';
import { trigEquationTemplates } from './trig-equations.templates';
import { solvingRightTriangleTemplates } from './solving-right-triangles.templates';
import { bearingTemplates } from './bearings.templates';
import { sectorSegmentTemplates } from './sector-segment.templates';
import { similarPolygonTemplates } from './similar-polygons.templates';
import { triangleProportionalityTemplates } from './triangle-proportionality.templates';
import { circleAngleTemplates } from './circle-angles.templates';
import { sineRuleTemplates } from './sine-rule.templates';
import { cosineRuleTemplates } from './cosine-rule.templates';
import { triangleAreaTemplates } from './triangle-area.templates';
import { threeDTrigonometryTemplates } from './three-d-trigonometry.templates';

export const ALL_TEMPLATES: readonly ItemTemplate[] = [
  ...angleStandardPositionTemplates,
  ...degreeRadianTemplates,
  ...rightTriangleRatioTemplates,
  ...anyAngleTemplates,
  ...sineCosineGraphTemplates,
  ...angleFromRatioTemplates,
  ...basicIdentityTemplates,
  ...trigEquationTemplates,
  ...solvingRightTriangleTemplates,
  ...bearingTemplates,
  ...sectorSegmentTemplates,
  ...similarPolygonTemplates,
  ...triangleProportionalityTemplates,
  ...circleAngleTemplates,
  ...sineRuleTemplates,
  ...cosineRuleTemplates,
  ...triangleAreaTemplates,
  ...threeDTrigonometryTemplates,
];

export function findTemplate(id: string): ItemTemplate | undefined {
  return ALL_TEMPLATES.find((template) => template.id === id);
}
