import { z } from 'zod';
import { hasNoControlCharacters, nameField, strictBody } from './fields';
import { Messages } from './messages';

export const CityListSchema = z.array(z.string());
export type CityList = z.infer<typeof CityListSchema>;

export const SchoolSchema = z.object({ name: z.string(), city: z.string() });
export type School = z.infer<typeof SchoolSchema>;
export const SchoolListSchema = z.array(SchoolSchema);

/**
 * `?city=` filters by city (trimmed, case-insensitive); other parameters are refused, and so are
 * control characters (a NUL reached the database as a 500 before: found by the endpoint fuzz).
 */
export const SchoolsQuerySchema = strictBody({
  city: z
    .string()
    .trim()
    .max(100)
    .refine(hasNoControlCharacters, { error: 'City contains invalid characters' })
    .optional(),
});

export const CreateCityRequestSchema = strictBody({
  name: nameField(Messages.cityRequired, 'City'),
});
export type CreateCityRequest = z.input<typeof CreateCityRequestSchema>;
export const CityResponseSchema = z.object({ name: z.string() });

export const CreateSchoolRequestSchema = strictBody({
  name: nameField(Messages.schoolRequired, 'School'),
  city: nameField(Messages.cityRequired, 'City'),
});
export type CreateSchoolRequest = z.input<typeof CreateSchoolRequestSchema>;
