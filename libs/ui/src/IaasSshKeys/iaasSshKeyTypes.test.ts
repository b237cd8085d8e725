import { sshKeyTypeLabel } from './iaasSshKeyTypes';

test.each([
  ['ssh-ed25519', 'ED25519'],
  ['ecdsa-sha2-nistp256', 'ECDSA'],
  ['ecdsa-sha2-nistp521', 'ECDSA'],
  ['ssh-rsa', 'RSA'],
  ['ssh-dss', 'ssh-dss'],
])('%s goes by %s, as ssh-keygen -l names it', (type, label) => {
  expect(sshKeyTypeLabel(type)).toBe(label);
});
