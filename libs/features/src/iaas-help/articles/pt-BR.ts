// IaaS › Ajuda in Brazilian Portuguese. The slugs are the same in every language (articles.test.ts checks).
import type { HelpArticle } from '@nuvem/ui';

const articles: readonly HelpArticle[] = [
  {
    slug: 'criar-maquina-virtual',
    title: 'Criar uma máquina virtual',
    summary: 'Escolha imagem, tamanho, rede e disco; o custo mensal aparece antes de confirmar.',
    paragraphs: [
      'Uma máquina virtual precisa de uma rede do ambiente. Se ainda não houver nenhuma, crie a rede primeiro em IaaS › Configuração.',
      'O tamanho define vCPUs e memória e pode ser alterado depois. O disco de inicialização tem o mínimo exigido pela imagem; discos adicionais são volumes que você anexa.',
      'A máquina nasce em execução e é cobrada por dia a partir daí. Máquinas paradas continuam pagando pelos discos e IPs reservados.',
    ],
    steps: [
      'Abra IaaS › Gerenciador e escolha "Criar máquina".',
      'Escolha a região, a imagem (Linux ou Windows) e o tamanho.',
      'Selecione a rede e a sub-rede; marque "IP público" se a máquina precisa ser alcançada pela internet.',
      'Informe sua chave SSH pública (Linux) ou defina a senha do administrador (Windows).',
      'Confira o custo mensal estimado e confirme. O andamento aparece nas ações recentes.',
    ],
  },
  {
    slug: 'conectar-por-ssh',
    title: 'Conectar a uma máquina Linux por SSH',
    summary: 'Use sua chave privada e o IP público da máquina, com a porta 22 liberada.',
    paragraphs: [
      'As imagens Linux aceitam apenas autenticação por chave. O usuário padrão depende da imagem: ubuntu no Ubuntu, opc no Oracle Linux, rocky no Rocky Linux.',
      'Se a conexão expirar, verifique se a máquina está em execução, se tem IP público e se o grupo de segurança permite a porta 22 a partir do seu endereço.',
    ],
    steps: [
      'Na página da máquina, copie o IP público.',
      'No seu computador, ajuste a permissão da chave: chmod 600 minha-chave.pem.',
      'Conecte: ssh -i minha-chave.pem ubuntu@IP-PUBLICO.',
      'Se a chave foi perdida, abra um chamado sobre a máquina pedindo a troca da chave.',
    ],
  },
  {
    slug: 'redimensionar-maquina',
    title: 'Alterar o tamanho de uma máquina',
    summary: 'Mais ou menos vCPUs e memória: a máquina é reiniciada para aplicar.',
    paragraphs: [
      'Alterar o tamanho reinicia a máquina; programe a mudança fora do horário de uso. Os discos e o IP privado são mantidos.',
      'O novo preço vale a partir do dia da mudança. Use a Calculadora para comparar o custo mensal antes.',
      'Para aumentar um disco, aumente o volume e depois expanda o sistema de arquivos dentro da máquina. Discos não podem ser reduzidos.',
    ],
    steps: [
      'Pare a máquina ou avise os usuários sobre o reinício.',
      'Na página da máquina, escolha "Alterar tamanho" e selecione o novo tamanho.',
      'Confirme e acompanhe a operação até a máquina voltar a "Em execução".',
    ],
  },
  {
    slug: 'snapshots-e-backups',
    title: 'Cópias instantâneas e backups',
    summary: 'Qual a diferença, quanto custam e como restaurar.',
    paragraphs: [
      'Uma cópia instantânea guarda o estado de um disco em um momento: é rápida e serve para voltar atrás antes de uma mudança arriscada.',
      'O backup é uma cópia agendada guardada fora do ambiente, com retenção definida. Ele protege contra perda do disco ou exclusão acidental.',
      'Ambos são cobrados por GB armazenado por mês. Apague cópias antigas que não serão mais usadas.',
    ],
    steps: [
      'Para uma cópia instantânea, abra o volume e escolha "Criar cópia instantânea".',
      'Para restaurar, crie um novo volume a partir da cópia e anexe-o à máquina.',
      'Backups e seus downloads ficam em Recuperação de desastres › Backup.',
    ],
  },
  {
    slug: 'redes-e-cidr',
    title: 'Redes e blocos CIDR',
    summary: 'Como escolher o tamanho da rede e das sub-redes sem sobreposição.',
    paragraphs: [
      'Cada rede tem um bloco de endereços em notação CIDR, como 10.0.0.0/16. Quanto menor o número após a barra, mais endereços: /16 tem 65.536, /24 tem 256.',
      'Sub-redes dividem a rede: por exemplo 10.0.1.0/24 para aplicações e 10.0.2.0/24 para bancos de dados. Cinco endereços de cada sub-rede são reservados pela plataforma.',
      'Se a rede for conectada por VPN ao seu escritório ou a outra nuvem, escolha um bloco que não se sobreponha aos endereços de lá.',
    ],
  },
  {
    slug: 'ips-publicos',
    title: 'IPs públicos',
    summary: 'Reservar, associar e liberar endereços alcançáveis pela internet.',
    paragraphs: [
      'Um IP público reservado pertence ao ambiente até ser liberado e pode ser movido de uma máquina para outra sem mudar o endereço.',
      'IPs reservados e sem uso continuam sendo cobrados. A página Boas-vindas mostra quantos estão sem uso.',
    ],
    steps: [
      'Em IaaS › Recursos, filtre por "IP público" para ver os endereços e a que máquina estão associados.',
      'Para associar, abra o IP e escolha a máquina.',
      'Para parar de pagar por um IP sem uso, libere-o. O endereço volta para a plataforma e não pode ser recuperado.',
    ],
  },
  {
    slug: 'grupos-de-seguranca',
    title: 'Grupos de segurança',
    summary: 'Regras de entrada e saída que funcionam como um firewall de cada máquina.',
    paragraphs: [
      'Por padrão, todo tráfego de entrada é bloqueado e todo tráfego de saída é permitido. Cada regra libera um protocolo, uma porta ou faixa e uma origem em CIDR.',
      'Libere apenas o necessário: SSH (22) e RDP (3389) somente a partir dos endereços da sua empresa, nunca de 0.0.0.0/0.',
      'As mudanças valem imediatamente para todas as máquinas do grupo, sem reinício.',
    ],
  },
  {
    slug: 'cotas',
    title: 'Cotas do ambiente',
    summary: 'Limites de vCPUs, memória, discos e IPs públicos, e como pedir aumento.',
    paragraphs: [
      'Cada ambiente tem cotas de vCPUs, memória, armazenamento e IPs públicos por região. Uma criação que ultrapassaria a cota é recusada antes de começar.',
      'Para aumentar uma cota, abra um chamado da categoria "Solicitação" informando a região, o recurso e o novo limite. O prazo usual é de um dia útil.',
    ],
  },
  {
    slug: 'faturamento',
    title: 'Como a cobrança funciona',
    summary: 'Consumo diário, fechamento mensal, faturas e onde ver cada um.',
    paragraphs: [
      'Os recursos são cobrados pelo consumo diário, aos preços da tabela vigente na região. O total do mês até ontem aparece em IaaS › Informações.',
      'A fatura fecha no último dia do mês e é emitida no primeiro dia do mês seguinte, com vencimento no dia combinado no contrato.',
      'O contrato e as faturas podem ser baixados em IaaS › Informações › Documentos, para quem tem essa permissão. Dúvidas sobre valores: abra um chamado da categoria "Cobrança".',
    ],
  },
  {
    slug: 'cancelamento',
    title: 'Cancelar a conta IaaS',
    summary: 'O que acontece durante o cancelamento e como guardar seus dados antes.',
    paragraphs: [
      'Durante o cancelamento, os recursos deixam de aparecer no portal e novas contratações ficam indisponíveis. As informações do contrato continuam acessíveis.',
      'Antes de pedir o cancelamento, baixe os backups e as faturas de que vai precisar. Após o encerramento, os discos e cópias são apagados definitivamente.',
      'O consumo até a data do encerramento é cobrado na última fatura.',
    ],
  },
  {
    slug: 'abrir-chamado',
    title: 'Abrir um chamado sobre um recurso',
    summary: 'Descreva o problema e informe o recurso: o suporte recebe tudo preenchido.',
    paragraphs: [
      'Na página de uma máquina, o link "Abrir chamado sobre este recurso" traz o formulário já com o identificador da máquina.',
      'Inclua o que aconteceu, desde quando e o que já foi tentado. Mensagens de erro copiadas ajudam o atendimento.',
      'O chamado aberto aparece em Atendimento ao cliente, onde você acompanha as respostas.',
    ],
  },
];

export default articles;
