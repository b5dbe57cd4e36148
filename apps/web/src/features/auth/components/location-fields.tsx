import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useLocalMessage } from '../../../lib/server-messages';
import { useAuthT } from '../catalog';
import { AuthMessages } from '../messages';

type LocationFieldsProps = {
  city: string;
  school: string;
  cities: readonly string[];
  schools: readonly string[];
  loadingCities: boolean;
  loadingSchools: boolean;
  disabled: boolean;
  cityError?: string | undefined;
  schoolError?: string | undefined;
  onCityChange: (city: string) => void;
  onSchoolChange: (school: string) => void;
  /** A school was picked while no city is set (spec: 'Please select a city first'). */
  onSchoolWithoutCity: () => void;
};

/**
 * City and school: free text with suggestions (MUI Autocomplete, freeSolo); names that do not
 * exist yet are created when the form is sent. The school waits for a city.
 */
export function LocationFields({
  city,
  school,
  cities,
  schools,
  loadingCities,
  loadingSchools,
  disabled,
  cityError,
  schoolError,
  onCityChange,
  onSchoolChange,
  onSchoolWithoutCity,
}: LocationFieldsProps) {
  const t = useAuthT();
  // The errors are the contract's English messages (the schema's, or the form's own check).
  const local = useLocalMessage();
  const hasCity = city.trim().length > 0;
  // MUI's own texts of the pickers (button names, the loading line), in the interface's language.
  const pickerTexts = {
    openText: t('auth.pickerOpen'),
    closeText: t('auth.pickerClose'),
    clearText: t('auth.pickerClear'),
    loadingText: t('auth.pickerLoading'),
  };

  const changeSchool = (value: string) => {
    if (value === school) return;
    if (!hasCity) {
      onSchoolWithoutCity();
      return;
    }
    onSchoolChange(value);
  };

  return (
    <>
      <Autocomplete
        freeSolo
        {...pickerTexts}
        autoHighlight={false}
        options={cities}
        loading={loadingCities}
        disabled={disabled}
        value={city || null}
        inputValue={city}
        onInputChange={(_event, value, reason) => {
          if (reason !== 'reset' || value !== city) onCityChange(value);
        }}
        onChange={(_event, value) => onCityChange(value ?? '')}
        renderInput={(params) => (
          <TextField
            {...params}
            name="city"
            label={t('auth.city')}
            required
            autoComplete="address-level2"
            error={Boolean(cityError)}
            helperText={cityError ? local(cityError) : t('auth.cityHelper')}
          />
        )}
      />
      <Autocomplete
        freeSolo
        {...pickerTexts}
        autoHighlight={false}
        options={hasCity ? schools : []}
        loading={hasCity && loadingSchools}
        disabled={disabled || !hasCity}
        value={school || null}
        inputValue={school}
        onInputChange={(_event, value, reason) => {
          if (reason !== 'reset' || value !== school) changeSchool(value);
        }}
        onChange={(_event, value) => changeSchool(value ?? '')}
        renderInput={(params) => (
          <TextField
            {...params}
            name="school"
            label={t('auth.school')}
            required
            error={Boolean(schoolError)}
            helperText={
              schoolError
                ? local(schoolError)
                : hasCity
                  ? t('auth.schoolHelper')
                  : AuthMessages.selectCityFirst
            }
          />
        )}
      />
    </>
  );
}
