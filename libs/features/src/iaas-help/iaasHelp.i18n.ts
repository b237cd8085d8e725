import { defineMessages } from '@nuvem/ui';

export default defineMessages({
  'pt-BR': {
    newContract: {
      title: 'Pedir um novo contrato IaaS',
      intro:
        'Conte o que você precisa (capacidade, prazo, plano). A equipe comercial recebe o pedido como chamado e responde por ele com a proposta.',
      subject: 'Novo contrato IaaS para o ambiente {{cloudId}}',
      noTickets: 'Para pedir um novo contrato, fale com a equipe comercial.',
      contact: 'Falar com a equipe',
    },
    ticket: {
      title: 'Abrir chamado',
      intro: 'Não encontrou a resposta? O suporte recebe o chamado com o ambiente e o recurso preenchidos.',
      subject: 'Assunto',
      category: 'Categoria',
      categories: {
        incident: 'Problema técnico',
        question: 'Dúvida',
        request: 'Solicitação',
        billing: 'Cobrança',
      },
      resource: 'Recurso (opcional)',
      resourceHint: 'O identificador do recurso, ex.: vm-acm1-01.',
      description: 'Descrição',
      descriptionHint: 'O que aconteceu, desde quando e o que já foi tentado.',
      submit: 'Abrir chamado',
      opened: 'Chamado {{number}} aberto.',
      seeTicket: 'Ver o chamado',
    },
    noTickets:
      'Para abrir chamados pelo portal, peça ao administrador da sua empresa a permissão de atendimento.',
    contact: 'Ver os canais de atendimento',
  },
  en: {
    newContract: {
      title: 'Request a new IaaS contract',
      intro:
        'Tell us what you need (capacity, term, plan). The sales team gets the request as a ticket and answers it there with a proposal.',
      subject: 'New IaaS contract for environment {{cloudId}}',
      noTickets: 'To request a new contract, talk to the sales team.',
      contact: 'Contact the team',
    },
    ticket: {
      title: 'Open a ticket',
      intro: "Didn't find the answer? Support gets the ticket with the environment and resource filled in.",
      subject: 'Subject',
      category: 'Category',
      categories: {
        incident: 'Technical problem',
        question: 'Question',
        request: 'Request',
        billing: 'Billing',
      },
      resource: 'Resource (optional)',
      resourceHint: "The resource's id, e.g. vm-acm1-01.",
      description: 'Description',
      descriptionHint: 'What happened, since when, and what you already tried.',
      submit: 'Open ticket',
      opened: 'Ticket {{number}} opened.',
      seeTicket: 'See the ticket',
    },
    noTickets: "To open tickets in the portal, ask your company's administrator for the support permission.",
    contact: 'See the support channels',
  },
  es: {
    newContract: {
      title: 'Pedir un nuevo contrato IaaS',
      intro:
        'Cuéntenos qué necesita (capacidad, plazo, plan). El equipo comercial recibe el pedido como ticket y lo responde allí con la propuesta.',
      subject: 'Nuevo contrato IaaS para el entorno {{cloudId}}',
      noTickets: 'Para pedir un nuevo contrato, hable con el equipo comercial.',
      contact: 'Hablar con el equipo',
    },
    ticket: {
      title: 'Abrir un ticket',
      intro: '¿No encontró la respuesta? Soporte recibe el ticket con el entorno y el recurso completados.',
      subject: 'Asunto',
      category: 'Categoría',
      categories: {
        incident: 'Problema técnico',
        question: 'Consulta',
        request: 'Solicitud',
        billing: 'Facturación',
      },
      resource: 'Recurso (opcional)',
      resourceHint: 'El identificador del recurso, p. ej.: vm-acm1-01.',
      description: 'Descripción',
      descriptionHint: 'Qué pasó, desde cuándo y qué ya intentó.',
      submit: 'Abrir ticket',
      opened: 'Ticket {{number}} abierto.',
      seeTicket: 'Ver el ticket',
    },
    noTickets: 'Para abrir tickets en el portal, pida al administrador de su empresa el permiso de atención.',
    contact: 'Ver los canales de atención',
  },
});
