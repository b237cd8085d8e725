import { MessagesDropdown } from '@nuvem/ui';
import { useMessages } from './useMessages';

/** The top bar's envelope wired to the API (spec §2.7): GET /mails every 3 minutes while closed. */
export function MessagesContainer() {
  const messages = useMessages();
  return (
    <MessagesDropdown
      messages={messages.messages}
      unreadCount={messages.unreadCount}
      checking={messages.checking}
      showingOld={messages.showingOld}
      onMarkAllRead={() => void messages.markAllRead()}
      onShowOld={messages.showOld}
      onCheckNew={() => void messages.checkNew()}
      onOpenChange={messages.setOpen}
      onOpenMessage={(message) => void messages.markRead(message)}
    />
  );
}
