import type { NewPasswordForm } from '@oligowatch/shared/schemas/account';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { PasswordField } from './password-field';

/**
 * 'New password' and 'Confirm new password', registered in the surrounding form (a FormProvider
 * whose values hold `password` and `confirm_password`, checked by a schema that refines the two).
 * Used by the enrollment and reset screens and by the own-account page.
 */
export function NewPasswordFields({ description }: { description?: ReactNode }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<NewPasswordForm>();
  return (
    <>
      <PasswordField
        label="New password"
        description={description}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirm_password?.message}
        {...register('confirm_password')}
      />
    </>
  );
}
