import { ErrorCode, REGISTER_REDIRECT_MS, WebRoutes, type SignupForm } from '@exam/contract';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AuthLayout } from '../../../components/layouts/auth-layout';
import { muiRegister } from '../../../components/form/mui-register';
import { PasswordField } from '../../../components/form/password-field';
import { RouterLink } from '../../../components/router-link';
import { useToast } from '../../../components/toast/toast-context';
import { Message } from '../../../i18n/use-t';
import { rememberEmailVerified } from '../../../lib/auth/email-verified-memory';
import { localMessage, useLocalMessage } from '../../../lib/server-messages';
import { storeSession } from '../../../lib/storage';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCities } from '../api/get-cities';
import { useSchools } from '../api/get-schools';
import { useAuthT } from '../catalog';
import { register as registerAccount } from '../api/register';
import { LocationFields } from '../components/location-fields';
import { OrDivider } from '../components/or-divider';
import { AppleIcon, GoogleIcon, MicrosoftIcon } from '../components/provider-icons';
import { SocialSignInButton } from '../components/social-sign-in-button';
import { RegistrationError, runRegistration, type KnownLocations } from '../lib/registration-flow';
import { validateSignupForm, type SignupFormValues } from '../lib/signup-validation';
import { AuthMessages } from '../messages';
import { TextInput } from '../../../components/form/text-input';
import { SubmitButton } from '../../../components/form/submit-button';

const EMPTY_FORM: SignupFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  phoneNumber: '',
  city: '',
  school: '',
  terms: false,
};

export function SignupPage() {
  const t = useAuthT();
  const local = useLocalMessage();
  const navigate = useNavigate();
  const showToast = useToast();
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [registered, setRegistered] = useState(false);

  const { register, control, getValues, setValue, setError, clearErrors, formState } =
    useForm<SignupFormValues>({ defaultValues: EMPTY_FORM });
  const { errors } = formState;

  const city = useWatch({ control, name: 'city' });
  const school = useWatch({ control, name: 'school' });
  const schoolsCity = useDebouncedValue(city.trim(), 300);

  const citiesQuery = useCities();
  const schoolsQuery = useSchools(schoolsCity);
  const cityNames = citiesQuery.data ?? [];
  const schoolNames =
    schoolsCity === city.trim() ? (schoolsQuery.data ?? []).map((entry) => entry.name) : [];

  const locationError = citiesQuery.isError || schoolsQuery.isError;
  useEffect(() => {
    if (locationError) showToast(AuthMessages.locationLoadFailed);
  }, [locationError, showToast]);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const registration = useMutation({
    mutationFn: ({
      form,
      known,
    }: {
      form: Parameters<typeof runRegistration>[0];
      known: KnownLocations;
    }) => runRegistration(form, known, { register: registerAccount }),
  });

  const busy = registration.isPending || registered;

  /** Clears a field's error as soon as it is edited. */
  const field = (name: keyof SignupForm) => ({
    ...muiRegister(register(name, { onChange: () => clearErrors(name) })),
    error: Boolean(errors[name]),
    helperText: errors[name]?.message,
    disabled: busy,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const validation = validateSignupForm(getValues());
    if (!validation.success) {
      clearErrors();
      for (const [name, message] of Object.entries(validation.fieldErrors)) {
        setError(name as keyof SignupForm, { type: 'validate', message });
      }
      // One toast naming every problem, each in the interface's language.
      showToast(validation.messages.map(localMessage).join(t('auth.listSeparator')));
      return;
    }
    registration.mutate(
      { form: validation.data, known: { cities: cityNames, schools: schoolNames } },
      {
        onSuccess: ({ token, user }) => {
          storeSession(token, user);
          // A new account's address is never confirmed yet: its reminder shows with the first paint.
          rememberEmailVerified(user.id, false);
          setRegistered(true);
          showToast(AuthMessages.registrationSuccess, 'success');
          redirectTimer.current = setTimeout(() => {
            void navigate(WebRoutes.startExam, { replace: true });
          }, REGISTER_REDIRECT_MS);
        },
        onError: (error) => {
          // The field the server refused is marked too, not only named in the toast.
          if (error instanceof RegistrationError && error.code === ErrorCode.WeakPassword)
            setError('password', { type: 'server', message: error.message });
          if (error instanceof RegistrationError && error.code === ErrorCode.EmailTaken)
            setError('email', { type: 'server', message: error.message });
          showToast(error.message);
        },
      },
    );
  };

  const socialUnavailable = () => showToast(AuthMessages.socialSignupFailed);

  return (
    <AuthLayout title={t('signup.title')} subtitle={t('signup.subtitle')} maxWidth={580}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('signup.formLabel')}>
        <Stack spacing={2.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <TextInput
              {...field('firstName')}
              label={t('signup.firstName')}
              autoComplete="given-name"
              required
            />
            <TextInput
              {...field('lastName')}
              label={t('signup.lastName')}
              autoComplete="family-name"
              required
            />
          </Stack>
          <TextInput
            {...field('email')}
            label={t('signup.email')}
            type="email"
            autoComplete="email"
            required
          />
          <PasswordField
            {...field('password')}
            label={t('signup.password')}
            autoComplete="new-password"
            required
            helperText={errors.password?.message ?? AuthMessages.passwordHint}
          />
          <TextInput
            {...field('phoneNumber')}
            label={t('signup.phoneNumber')}
            type="tel"
            autoComplete="tel"
            required
            inputProps={{ inputMode: 'tel' }}
          />
          <LocationFields
            city={city}
            school={school}
            cities={cityNames}
            schools={schoolNames}
            loadingCities={citiesQuery.isLoading}
            loadingSchools={schoolsQuery.isLoading}
            disabled={busy}
            cityError={errors.city?.message}
            schoolError={errors.school?.message}
            onCityChange={(value) => {
              if (value === getValues('city')) return;
              setValue('city', value);
              // Choosing or changing the city clears the school (docs/product.md §2).
              setValue('school', '');
              clearErrors(['city', 'school']);
            }}
            onSchoolChange={(value) => {
              setValue('school', value);
              clearErrors('school');
            }}
            onSchoolWithoutCity={() => showToast(AuthMessages.selectCityFirst)}
          />
          <Controller
            control={control}
            name="terms"
            render={({ field: { value, onChange, ...rest }, fieldState }) => (
              <FormControl error={Boolean(fieldState.error)}>
                <FormControlLabel
                  control={
                    <Checkbox
                      {...rest}
                      checked={value}
                      disabled={busy}
                      onChange={(_event, checked) => {
                        onChange(checked);
                        clearErrors('terms');
                      }}
                    />
                  }
                  label={
                    <Message
                      t={t}
                      id="signup.acceptTerms"
                      components={{ 0: <RouterLink to={WebRoutes.privacyPolicy} /> }}
                    />
                  }
                />
                {fieldState.error?.message && (
                  <FormHelperText>{local(fieldState.error.message)}</FormHelperText>
                )}
              </FormControl>
            )}
          />
          <SubmitButton busy={busy}>{t('signup.submit')}</SubmitButton>
        </Stack>
      </Box>
      <OrDivider />
      <Stack spacing={1.5}>
        <SocialSignInButton
          provider="google"
          icon={<GoogleIcon />}
          disabled={busy}
          onUnavailable={socialUnavailable}
        >
          {t('signup.withGoogle')}
        </SocialSignInButton>
        <SocialSignInButton
          provider="microsoft"
          icon={<MicrosoftIcon />}
          disabled={busy}
          onUnavailable={socialUnavailable}
        >
          {t('signup.withMicrosoft')}
        </SocialSignInButton>
        <SocialSignInButton
          provider="apple"
          icon={<AppleIcon />}
          disabled={busy}
          onUnavailable={socialUnavailable}
        >
          {t('signup.withApple')}
        </SocialSignInButton>
      </Stack>
      <Typography sx={{ mt: 3, textAlign: 'center' }} color="textSecondary">
        <Message
          t={t}
          id="signup.haveAccount"
          components={{ 0: <RouterLink to={WebRoutes.login} /> }}
        />
      </Typography>
    </AuthLayout>
  );
}
