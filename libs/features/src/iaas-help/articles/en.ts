// IaaS › Help in English. The slugs are the same in every language (articles.test.ts checks).
import type { HelpArticle } from '@nuvem/ui';

const articles: readonly HelpArticle[] = [
  {
    slug: 'criar-maquina-virtual',
    title: 'Create a virtual machine',
    summary: 'Pick an image, size, network and disk; the monthly cost shows before you confirm.',
    paragraphs: [
      'A virtual machine needs a network of the environment. If there is none yet, create the network first under IaaS › Setup.',
      'The size sets vCPUs and memory and can be changed later. The boot disk has the minimum the image needs; extra disks are volumes you attach.',
      'The machine starts running and is billed per day from then on. Stopped machines still pay for their disks and reserved IPs.',
    ],
    steps: [
      'Open IaaS › Manager and choose "Create machine".',
      'Choose the region, the image (Linux or Windows) and the size.',
      'Select the network and subnet; tick "Public IP" if the machine must be reachable from the internet.',
      'Give your public SSH key (Linux) or set the administrator password (Windows).',
      'Check the estimated monthly cost and confirm. Progress shows in the recent actions.',
    ],
  },
  {
    slug: 'conectar-por-ssh',
    title: 'Connect to a Linux machine over SSH',
    summary: "Use your private key and the machine's public IP, with port 22 open.",
    paragraphs: [
      'Linux images accept key authentication only. The default user depends on the image: ubuntu on Ubuntu, opc on Oracle Linux, rocky on Rocky Linux.',
      'If the connection times out, check that the machine is running, has a public IP, and that its security group allows port 22 from your address.',
    ],
    steps: [
      "On the machine's page, copy the public IP.",
      "On your computer, restrict the key's permissions: chmod 600 my-key.pem.",
      'Connect: ssh -i my-key.pem ubuntu@PUBLIC-IP.',
      'If the key is lost, open a ticket about the machine asking for the key to be replaced.',
    ],
  },
  {
    slug: 'redimensionar-maquina',
    title: "Change a machine's size",
    summary: 'More or fewer vCPUs and memory: the machine restarts to apply it.',
    paragraphs: [
      'Changing the size restarts the machine; schedule it outside working hours. Disks and the private IP are kept.',
      'The new price applies from the day of the change. Use the Calculator to compare the monthly cost first.',
      'To grow a disk, enlarge the volume and then extend the file system inside the machine. Disks cannot be shrunk.',
    ],
    steps: [
      'Stop the machine or warn its users about the restart.',
      'On the machine\'s page, choose "Change size" and pick the new size.',
      'Confirm and follow the operation until the machine is "Running" again.',
    ],
  },
  {
    slug: 'snapshots-e-backups',
    title: 'Snapshots and backups',
    summary: 'How they differ, what they cost and how to restore.',
    paragraphs: [
      "A snapshot keeps a disk's state at one moment: it is quick and lets you roll back before a risky change.",
      'A backup is a scheduled copy kept outside the environment, with a set retention. It protects against losing the disk or deleting it by mistake.',
      'Both are billed per GB stored per month. Delete old copies you no longer need.',
    ],
    steps: [
      'For a snapshot, open the volume and choose "Create snapshot".',
      'To restore, create a new volume from the snapshot and attach it to the machine.',
      'Backups and their downloads are under Disaster recovery › Backup.',
    ],
  },
  {
    slug: 'redes-e-cidr',
    title: 'Networks and CIDR blocks',
    summary: 'How to size the network and its subnets without overlaps.',
    paragraphs: [
      'Each network has an address block in CIDR notation, such as 10.0.0.0/16. The smaller the number after the slash, the more addresses: /16 has 65,536, /24 has 256.',
      'Subnets split the network: for example 10.0.1.0/24 for applications and 10.0.2.0/24 for databases. Five addresses of each subnet are reserved by the platform.',
      'If the network is linked by VPN to your office or another cloud, choose a block that does not overlap the addresses there.',
    ],
  },
  {
    slug: 'ips-publicos',
    title: 'Public IPs',
    summary: 'Reserve, associate and release addresses reachable from the internet.',
    paragraphs: [
      'A reserved public IP belongs to the environment until released, and can move from one machine to another without changing the address.',
      'Reserved IPs that are not in use are still billed. The Welcome page shows how many are unused.',
    ],
    steps: [
      'Under IaaS › Resources, filter by "Public IP" to see the addresses and the machines they serve.',
      'To associate one, open the IP and choose the machine.',
      'To stop paying for an unused IP, release it. The address goes back to the platform and cannot be recovered.',
    ],
  },
  {
    slug: 'grupos-de-seguranca',
    title: 'Security groups',
    summary: "Inbound and outbound rules that act as each machine's firewall.",
    paragraphs: [
      'By default all inbound traffic is blocked and all outbound traffic is allowed. Each rule opens a protocol, a port or range, and a CIDR source.',
      "Open only what is needed: SSH (22) and RDP (3389) only from your company's addresses, never from 0.0.0.0/0.",
      'Changes apply at once to every machine of the group, without a restart.',
    ],
  },
  {
    slug: 'cotas',
    title: 'Environment quotas',
    summary: 'Limits on vCPUs, memory, disks and public IPs, and how to ask for more.',
    paragraphs: [
      'Each environment has quotas of vCPUs, memory, storage and public IPs per region. A creation that would exceed a quota is refused before it starts.',
      'To raise a quota, open a ticket in the "Request" category with the region, the resource and the new limit. It usually takes one business day.',
    ],
  },
  {
    slug: 'faturamento',
    title: 'How billing works',
    summary: 'Daily consumption, monthly closing, invoices and where to see each.',
    paragraphs: [
      "Resources are billed by daily consumption, at the region's current price list. The month's total up to yesterday shows under IaaS › Information.",
      'The invoice closes on the last day of the month and is issued on the first day of the next, due on the day set in the contract.',
      'The contract and invoices can be downloaded under IaaS › Information › Documents by users with that permission. Questions about amounts: open a ticket in the "Billing" category.',
    ],
  },
  {
    slug: 'cancelamento',
    title: 'Cancel the IaaS account',
    summary: 'What happens while it is cancelled, and how to keep your data first.',
    paragraphs: [
      'While the account is being cancelled, resources no longer show in the portal and new contracts are unavailable. The contract information stays available.',
      'Before asking to cancel, download the backups and invoices you will need. Once it ends, disks and copies are deleted for good.',
      'Consumption up to the end date is billed on the last invoice.',
    ],
  },
  {
    slug: 'abrir-chamado',
    title: 'Open a ticket about a resource',
    summary: 'Describe the problem and name the resource: support gets it all filled in.',
    paragraphs: [
      'On a machine\'s page, the "Open a ticket about this resource" link brings the form with the machine\'s id already in it.',
      'Say what happened, since when, and what you already tried. Copied error messages help support.',
      'The ticket shows under Customer support, where you follow the answers.',
    ],
  },
];

export default articles;
