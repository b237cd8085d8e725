import { iaasCidrProblemOf, ipv4BlockContains, ipv4BlockOf } from './iaas-cidr';

describe('iaasCidrProblemOf', () => {
  it.each([
    ['10.0.0.0/16', undefined],
    ['172.20.0.0/20', undefined],
    ['192.168.10.0/28', undefined],
    ['10.0.0.0/33', 'cidrFormat'],
    ['10.0.0/16', 'cidrFormat'],
    ['10.0.0.256/24', 'cidrFormat'],
    ['010.0.0.0/16', 'cidrFormat'],
    ['abc', 'cidrFormat'],
    ['10.0.0.0/8', 'cidrPrefix'],
    ['10.0.0.0/29', 'cidrPrefix'],
    ['10.0.0.1/16', 'cidrHostBits'],
    ['10.0.1.0/16', 'cidrHostBits'],
    ['8.8.0.0/16', 'cidrPrivate'],
    ['172.32.0.0/16', 'cidrPrivate'],
  ])('%s → %s', (text, problem) => expect(iaasCidrProblemOf(text)).toBe(problem));
});

it('tells a block inside another', () => {
  const net = ipv4BlockOf('10.0.0.0/16')!;
  expect(ipv4BlockContains(net, ipv4BlockOf('10.0.3.0/24')!)).toBe(true);
  expect(ipv4BlockContains(net, ipv4BlockOf('10.1.0.0/24')!)).toBe(false);
  expect(ipv4BlockContains(ipv4BlockOf('10.0.0.0/24')!, net)).toBe(false);
});
