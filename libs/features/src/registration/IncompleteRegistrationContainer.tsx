import { IncompleteRegistrationModal } from '@nuvem/ui';
import { useIncompleteRegistration } from './useIncompleteRegistration';

/** The shell's 'Cadastro incompleto' modal (spec §2.10), leading to user-preferences. */
export function IncompleteRegistrationContainer() {
  const { open, finish } = useIncompleteRegistration();
  return <IncompleteRegistrationModal open={open} onClose={finish} onGoToPreferences={finish} />;
}
