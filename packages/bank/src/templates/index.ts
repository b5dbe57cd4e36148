/** Every item template, lesson by lesson. */
import type { ItemTemplate } from '../model/item';
import { angleStandardPositionTemplates } from './angles-standard-position.templates';
import { degreeRadianTemplates } from './degree-radian.templates';
import { rightTriangleRatioTemplates } from './right-triangle-ratios.templates';
import { anyAngleTemplates } from './any-angle.templates';
import { sineCosineGraphTemplates } from './sine-cosine-graphs.templates';
import { tanGraphTransformationTemplates } from './tan-graph-transformations.templates';
import { angleFromRatioTemplates } from './angle-from-ratio.templates';
import { basicIdentityTemplates } from './basic-identities.templates';
import { trigEquationTemplates } from './trig-equations.templates';
import { solvingRightTriangleTemplates } from './solving-right-triangles.templates';
import { bearingTemplates } from './bearings.templates';
import { sectorSegmentTemplates } from './sector-segment.templates';
import { angleParallelPolygonTemplates } from './angles-parallel-polygons.templates';
import { congruentTriangleTemplates } from './congruent-triangles.templates';
import { similarPolygonTemplates } from './similar-polygons.templates';
import { triangleProportionalityTemplates } from './triangle-proportionality.templates';
import { circleAngleTemplates } from './circle-angles.templates';
import { circleTheoremTemplates } from './circle-theorems.templates';
import { tangentSecantTemplates } from './tangents-secants.templates';
import { sineRuleTemplates } from './sine-rule.templates';
import { cosineRuleTemplates } from './cosine-rule.templates';
import { triangleAreaTemplates } from './triangle-area.templates';
import { triangleProblemTemplates } from './triangle-problems.templates';
import { planeAreaTemplates } from './plane-areas.templates';
import { prismCylinderTemplates } from './prisms-cylinders.templates';
import { coneSphereTemplates } from './cones-pyramids-spheres.templates';
import { similarSolidTemplates } from './similar-figures-solids.templates';
import { coordinateGeometryTemplates } from './coordinate-geometry.templates';
import { equationsOfLinesTemplates } from './equations-of-lines.templates';
import { vectorTemplates } from './vectors.templates';
import { transformationTemplates } from './transformations.templates';
import { threeDTrigonometryTemplates } from './three-d-trigonometry.templates';

export const ALL_TEMPLATES: readonly ItemTemplate[] = [
  ...angleStandardPositionTemplates,
  ...degreeRadianTemplates,
  ...rightTriangleRatioTemplates,
  ...anyAngleTemplates,
  ...angleFromRatioTemplates,
  ...sineCosineGraphTemplates,
  ...tanGraphTransformationTemplates,
  ...basicIdentityTemplates,
  ...trigEquationTemplates,
  ...solvingRightTriangleTemplates,
  ...bearingTemplates,
  ...sineRuleTemplates,
  ...cosineRuleTemplates,
  ...triangleAreaTemplates,
  ...triangleProblemTemplates,
  ...threeDTrigonometryTemplates,
  ...angleParallelPolygonTemplates,
  ...congruentTriangleTemplates,
  ...similarPolygonTemplates,
  ...triangleProportionalityTemplates,
  ...sectorSegmentTemplates,
  ...circleAngleTemplates,
  ...circleTheoremTemplates,
  ...tangentSecantTemplates,
  ...planeAreaTemplates,
  ...prismCylinderTemplates,
  ...coneSphereTemplates,
  ...similarSolidTemplates,
  ...coordinateGeometryTemplates,
  ...equationsOfLinesTemplates,
  ...vectorTemplates,
  ...transformationTemplates,
];

export function findTemplate(id: string): ItemTemplate | undefined {
  return ALL_TEMPLATES.find((template) => template.id === id);
}
