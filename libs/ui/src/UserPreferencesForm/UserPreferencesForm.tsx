import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PhoneIphoneOutlinedIcon from '@mui/icons-material/PhoneIphoneOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { Form } from '../Form/Form';
import { FormActions } from '../Form/FormActions';
import { FormAlert } from '../Form/FormAlert';
import { FormTextField } from '../Form/FormTextField';
import { MaskedValue, useMaskedText } from '../MaskedValue/MaskedValue';
import {
  MAX_NOTE_LENGTH,
  MAX_NOTES,
  MAX_PHONE_LENGTH,
  MAX_PHONES,
  MIN_PHONE_DIGITS,
} from './userPreferencesLimits';
import {
  normalizePhone,
  noteProblemOf,
  phoneProblemOf,
  type NoteProblem,
  type PhoneProblem,
} from './userPreferencesRules';
import { RetryAlert } from '../internal/RetryAlert';

/** One of the user's personal notes (the `notes` preference, portal spec §3 "Preference data"). */
export interface PersonalNote {
  /** Unique within the list: letters, digits, _ . : - */
  id: string;
  text: string;
  checked: boolean;
}

/** What the form edits and saves: the `phones` and `notes` preferences. */
export interface UserPreferencesValues {
  phones: readonly string[];
  notes: readonly PersonalNote[];
}

/** What the form shows instead of its fields: a skeleton while the preferences load, or the failure. */
export type UserPreferencesState =
  | { status: 'loading' }
  | {
      status: 'error';
      /** Already translated (the API's error, spec §8), shown as is. */
      message: string;
    }
  | { status: 'ready' };

export interface UserPreferencesFormProps {
  /**
   * The saved preferences. The form edits a copy; a new object (saved, or read again) replaces the copy
   * unless the user has changes of their own that differ from it. Keep the same object while nothing changed.
   */
  values: UserPreferencesValues;
  /** loading: a skeleton; error: the message and 'Tentar novamente'; ready: the form. */
  state: UserPreferencesState;
  /** 'Tentar novamente' after the preferences failed to load. */
  onRetry?: () => void;
  /**
   * 'Salvar': the whole edited preferences, with a phone or note still typed in its field added (when
   * valid; otherwise nothing is sent and the field says why).
   */
  onSave: (values: UserPreferencesValues) => void;
  /** A save is on its way: 'Salvar' waits (and says 'Salvando...'), the edits stay. */
  saving?: boolean;
  /** The last save failed: the server's error, already translated. The edits stay for another try. */
  saveError?: string;
  /**
   * Why the server (or the schema the server holds them to) refused a list, translated ('Telefone 2: …'):
   * shown under that list until the next save.
   */
  listErrors?: { phones?: string; notes?: string };
  /** The id of a new note; unique by default. Stories and tests pass a predictable one. */
  newNoteId?: () => string;
}

const sameValues = (a: UserPreferencesValues, b: UserPreferencesValues) =>
  a === b ||
  (a.phones.length === b.phones.length &&
    a.phones.every((phone, i) => phone === b.phones[i]) &&
    a.notes.length === b.notes.length &&
    a.notes.every((note, i) => {
      const other = b.notes[i];
      return (
        other !== undefined &&
        note.id === other.id &&
        note.text === other.text &&
        note.checked === other.checked
      );
    }));

let noteSerial = 0;
const defaultNoteId = () => `note-${Date.now().toString(36)}-${(++noteSerial).toString(36)}`;

/** How long a note's text may be in a remove button's name before it is cut. */
const NOTE_LABEL_CHARS = 40;
const shortText = (text: string) =>
  text.length > NOTE_LABEL_CHARS ? `${text.slice(0, NOTE_LABEL_CHARS - 1).trimEnd()}…` : text;

/**
 * The user-preferences screen's form (portal spec §2.1 `user-preferences`, §2.10): the contact phones, which
 * the 'Cadastro incompleto' modal asks for, and the personal notes. Phones and notes are added, removed and
 * (notes) checked in a copy; 'Salvar' sends it whole. A bad entry is refused where it was typed, with the
 * reason, and stays in its field to be corrected; a failed save keeps every edit and shows the server's
 * error. Phones are sensitive values: the top bar's eye hides them.
 */
export function UserPreferencesForm({
  values,
  state,
  onRetry,
  onSave,
  saving = false,
  saveError,
  listErrors = {},
  newNoteId = defaultNoteId,
}: UserPreferencesFormProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'UserPreferencesForm' });
  const maskedText = useMaskedText();
  const phonesTitleId = useId();
  const notesTitleId = useId();
  const phoneRef = useRef<HTMLInputElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);

  const [base, setBase] = useState(values);
  const [draft, setDraft] = useState(values);
  // New saved values replace the copy, unless the user changed it to something else meanwhile.
  if (values !== base) {
    setBase(values);
    if (sameValues(draft, base) || sameValues(draft, values)) setDraft(values);
  }
  const [phoneText, setPhoneText] = useState('');
  const [phoneProblem, setPhoneProblem] = useState<PhoneProblem | null>(null);
  const [noteText, setNoteText] = useState('');
  const [noteProblem, setNoteProblem] = useState<NoteProblem | null>(null);

  const phoneMessages: Record<PhoneProblem, string> = {
    required: t('errors.phoneRequired'),
    limit: t('errors.phoneLimit', { max: MAX_PHONES }),
    characters: t('errors.phoneCharacters'),
    tooShort: t('errors.phoneTooShort', { min: MIN_PHONE_DIGITS }),
    tooLong: t('errors.phoneTooLong', { max: MAX_PHONE_LENGTH }),
    duplicate: t('errors.phoneDuplicate'),
  };
  const noteMessages: Record<NoteProblem, string> = {
    required: t('errors.noteRequired'),
    limit: t('errors.noteLimit', { max: MAX_NOTES }),
    tooLong: t('errors.noteTooLong', { max: MAX_NOTE_LENGTH }),
  };

  /** The phones with the typed one added, or undefined when it is refused (the field then says why). */
  const withTypedPhone = (phones: readonly string[]) => {
    const problem = phoneProblemOf(phoneText, phones);
    setPhoneProblem(problem);
    if (problem) {
      phoneRef.current?.focus();
      return undefined;
    }
    setPhoneText('');
    return [...phones, normalizePhone(phoneText)];
  };
  const withTypedNote = (notes: readonly PersonalNote[]) => {
    const problem = noteProblemOf(noteText, notes.length);
    setNoteProblem(problem);
    if (problem) {
      noteRef.current?.focus();
      return undefined;
    }
    setNoteText('');
    return [...notes, { id: newNoteId(), text: noteText.trim(), checked: false }];
  };

  const addPhone = () => {
    const phones = withTypedPhone(draft.phones);
    if (phones) setDraft({ ...draft, phones });
  };
  const removePhone = (index: number) => {
    setDraft({ ...draft, phones: draft.phones.filter((_, i) => i !== index) });
    phoneRef.current?.focus();
  };
  const addNote = () => {
    const notes = withTypedNote(draft.notes);
    if (notes) setDraft({ ...draft, notes });
  };
  const toggleNote = (id: string, checked: boolean) =>
    setDraft({ ...draft, notes: draft.notes.map((note) => (note.id === id ? { ...note, checked } : note)) });
  const removeNote = (id: string) => {
    setDraft({ ...draft, notes: draft.notes.filter((note) => note.id !== id) });
    noteRef.current?.focus();
  };

  const submit = () => {
    // What is still typed in a field is part of the save: added when valid, otherwise nothing is sent.
    let { phones, notes } = draft;
    if (phoneText.trim() !== '') {
      const next = withTypedPhone(phones);
      if (!next) return;
      phones = next;
    }
    if (noteText.trim() !== '') {
      const next = withTypedNote(notes);
      if (!next) return;
      notes = next;
    }
    const next = phones === draft.phones && notes === draft.notes ? draft : { phones, notes };
    setDraft(next);
    onSave(next);
  };

  const onPhoneKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    // Enter in the phone field adds the phone rather than saving the form.
    if (event.key === 'Enter') {
      event.preventDefault();
      addPhone();
    }
  };

  if (state.status === 'loading') return <FormSkeleton label={t('loading')} />;
  if (state.status === 'error')
    return (
      <RetryAlert title={t('loadErrorTitle')} onRetry={onRetry}>
        {state.message}
      </RetryAlert>
    );

  const dirty = !sameValues(draft, values) || phoneText.trim() !== '' || noteText.trim() !== '';
  return (
    <Form onSubmit={submit} busy={saving} sx={{ maxWidth: 720 }}>
      <Stack spacing={2}>
        <Section titleId={phonesTitleId} title={t('phonesTitle')} hint={t('phonesHint')}>
          {values.phones.length === 0 ? (
            <Alert severity="info" icon={<PhoneIphoneOutlinedIcon fontSize="inherit" />} sx={{ mb: 1.5 }}>
              {t('phonesMissing')}
            </Alert>
          ) : null}
          {draft.phones.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
              {t('phonesEmpty')}
            </Typography>
          ) : (
            <List dense aria-labelledby={phonesTitleId} sx={{ mb: 1 }}>
              {draft.phones.map((phone, index) => (
                <ListItem
                  key={phone}
                  divider={index < draft.phones.length - 1}
                  sx={{ pl: 0 }}
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={t('removePhone', { phone: maskedText(phone) })}
                      onClick={() => removePhone(index)}
                      disabled={saving}
                    >
                      <DeleteOutlinedIcon fontSize="small" />
                    </IconButton>
                  }
                >
                  <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    <MaskedValue>{phone}</MaskedValue>
                  </Typography>
                </ListItem>
              ))}
            </List>
          )}
          <ListError message={listErrors.phones} />
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
            <FormTextField
              name="newPhone"
              label={t('newPhone')}
              value={phoneText}
              onChange={(text) => {
                setPhoneText(text);
                setPhoneProblem(null);
              }}
              onKeyDown={onPhoneKeyDown}
              inputRef={phoneRef}
              error={phoneProblem ? phoneMessages[phoneProblem] : undefined}
              helperText={t('newPhoneHelp')}
              size="small"
              sx={{ flex: '1 1 240px', maxWidth: 320 }}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
            />
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={addPhone}
              disabled={saving}
              sx={{ mt: 0.25 }}
            >
              {t('addPhone')}
            </Button>
          </Stack>
        </Section>

        <Section titleId={notesTitleId} title={t('notesTitle')} hint={t('notesHint')}>
          {draft.notes.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
              {t('notesEmpty')}
            </Typography>
          ) : (
            <List dense aria-labelledby={notesTitleId} sx={{ mb: 1 }}>
              {draft.notes.map((note, index) => (
                <ListItem
                  key={note.id}
                  divider={index < draft.notes.length - 1}
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={t('removeNote', { text: shortText(note.text) })}
                      onClick={() => removeNote(note.id)}
                      disabled={saving}
                    >
                      <DeleteOutlinedIcon fontSize="small" />
                    </IconButton>
                  }
                  sx={{ alignItems: 'flex-start', pl: 0 }}
                >
                  <Box
                    component="label"
                    sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, cursor: 'pointer', pr: 1 }}
                  >
                    <Checkbox
                      size="small"
                      checked={note.checked}
                      onChange={(event) => toggleNote(note.id, event.target.checked)}
                      disabled={saving}
                      sx={{ mt: -0.5, ml: -0.75 }}
                    />
                    <Typography
                      component="span"
                      variant="body2"
                      sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', pt: 0.25 }}
                    >
                      {note.text}
                    </Typography>
                  </Box>
                </ListItem>
              ))}
            </List>
          )}
          <ListError message={listErrors.notes} />
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
            <FormTextField
              name="newNote"
              label={t('newNote')}
              value={noteText}
              onChange={(text) => {
                setNoteText(text);
                setNoteProblem(null);
              }}
              inputRef={noteRef}
              error={noteProblem ? noteMessages[noteProblem] : undefined}
              helperText={t('noteLength', { length: noteText.trim().length, max: MAX_NOTE_LENGTH })}
              multiline
              minRows={2}
              size="small"
              sx={{ flex: '1 1 320px' }}
            />
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={addNote}
              disabled={saving}
              sx={{ mt: 0.25 }}
            >
              {t('addNote')}
            </Button>
          </Stack>
        </Section>

        <FormAlert title={t('saveErrorTitle')} message={saveError} />

        <FormActions
          busy={saving}
          submitIcon={<SaveOutlinedIcon />}
          submitLabel={t('save')}
          busyLabel={t('saving')}
        >
          <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
            {dirty && !saving ? t('unsaved') : ''}
          </Typography>
        </FormActions>
      </Stack>
    </Form>
  );
}

/** A list the server refused, and why, under the list. */
function ListError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Typography variant="body2" role="alert" sx={{ color: 'error.main', mb: 1.5, overflowWrap: 'anywhere' }}>
      {message}
    </Typography>
  );
}

function Section({
  titleId,
  title,
  hint,
  children,
}: {
  titleId: string;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {hint}
      </Typography>
      {children}
    </Paper>
  );
}

function FormSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }} aria-busy="true" data-preferences-skeleton="">
      <Box role="status" sx={visuallyHidden}>
        {label}
      </Box>
      {[3, 2].map((rows, section) => (
        <Paper key={section} variant="outlined" sx={{ p: 2 }}>
          <Skeleton width="35%" height={28} />
          <Skeleton width="80%" />
          {Array.from({ length: rows }, (_, row) => (
            <Skeleton key={row} height={36} />
          ))}
        </Paper>
      ))}
      <Skeleton variant="rounded" width={120} height={36} />
    </Stack>
  );
}
