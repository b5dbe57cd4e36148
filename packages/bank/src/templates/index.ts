/** Every item template, lesson by lesson. */
import type { ItemTemplate } from '../model/item';
import { angleStandardPositionTemplates } from './angles-standard-position.templates';

export const ALL_TEMPLATES: readonly ItemTemplate[] = [...angleStandardPositionTemplates];

export function findTemplate(id: string): ItemTemplate | undefined {
  return ALL_TEMPLATES.find((template) => template.id === id);
}
