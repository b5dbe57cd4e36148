import { Messages } from '@exam/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { getErrorMessage } from '../../../lib/error-message';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { createCity } from '../api/create-city';
import { createSchool } from '../api/create-school';
import { useCities } from '../api/get-cities';
import { profileQueryOptions } from '../api/get-profile';
import { useSchools } from '../api/get-schools';
import { tAuth, useAuthT } from '../catalog';
import { updateProfile } from '../api/update-profile';
import { ensureCityAndSchool, LocationStepError, type KnownLocations } from '../lib/location-flow';
import { AuthMessages } from '../messages';
import { LocationFields } from './location-fields';

type FieldErrors = { city?: string; school?: string };

/** The form, shown once the profile is known to lack a city or school. */
export function ProfileForm({ userId, onDismiss }: { userId: string; onDismiss: () => void }) {
  const t = useAuthT();
  const titleId = useId();
  const queryClient = useQueryClient();
  const showToast = useToast();
  const [city, setCity] = useState('');
  const [school, setSchool] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const schoolsCity = useDebouncedValue(city.trim(), 300);
  const citiesQuery = useCities();
  const schoolsQuery = useSchools(schoolsCity);
  const cityNames = citiesQuery.data ?? [];
  const schoolNames =
    schoolsCity === city.trim() ? (schoolsQuery.data ?? []).map((entry) => entry.name) : [];

  const save = useMutation({
    mutationFn: async (input: { place: { city: string; school: string }; known: KnownLocations }) =>
      updateProfile(
        await ensureCityAndSchool(input.place, input.known, { createCity, createSchool }),
      ),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryOptions(userId).queryKey, profile);
      showToast(tAuth('profile.saved'), 'success');
    },
    onError: (error) =>
      setFailure(
        error instanceof LocationStepError
          ? error.message
          : getErrorMessage(error, { fallback: AuthMessages.profileFailed }),
      ),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const place = { city: city.trim(), school: school.trim() };
    const found: FieldErrors = {
      ...(place.city ? {} : { city: Messages.cityRequired }),
      ...(place.school ? {} : { school: Messages.schoolRequired }),
    };
    setErrors(found);
    setFailure(null);
    if (found.city || found.school) return;
    save.mutate({ place, known: { cities: cityNames, schools: schoolNames } });
  };

  return (
    <Alert
      severity="info"
      variant="outlined"
      icon={false}
      component="section"
      // A form, not an announcement: a labelled region rather than the Alert's role="alert".
      role="region"
      aria-labelledby={titleId}
      sx={{ '& .MuiAlert-message': { width: '100%', overflow: 'visible' } }}
    >
      <AlertTitle id={titleId} sx={{ fontWeight: 700 }}>
        {t('profile.title')}
      </AlertTitle>
      <Typography sx={{ mb: 2 }} color="textSecondary">
        {t('profile.intro')}
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <Stack spacing={2}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ alignItems: { md: 'flex-start' } }}
          >
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ flex: 1, '& > *': { flex: 1, minWidth: 0 } }}
            >
              <LocationFields
                city={city}
                school={school}
                cities={cityNames}
                schools={schoolNames}
                loadingCities={citiesQuery.isPending}
                loadingSchools={schoolsQuery.isFetching}
                disabled={save.isPending}
                cityError={errors.city}
                schoolError={errors.school}
                onCityChange={(value) => {
                  setCity(value);
                  setSchool('');
                  setErrors({});
                }}
                onSchoolChange={(value) => {
                  setSchool(value);
                  setErrors((current) => ({ ...current, school: undefined }));
                }}
                onSchoolWithoutCity={() => setErrors({ school: AuthMessages.selectCityFirst })}
              />
            </Stack>
            {/* Beside the fields on wide screens, centred on the 56 px inputs. */}
            <Stack
              direction="row"
              spacing={1.5}
              sx={{ justifyContent: 'flex-end', alignItems: 'center', minHeight: { md: 56 } }}
            >
              <Button color="inherit" onClick={onDismiss} disabled={save.isPending}>
                {t('profile.notNow')}
              </Button>
              <Button type="submit" variant="contained" disabled={save.isPending}>
                {save.isPending ? t('profile.saving') : t('profile.save')}
              </Button>
            </Stack>
          </Stack>
        </Stack>
      </Box>
    </Alert>
  );
}
