import { defineMessages } from '@nuvem/ui';

/**
 * What each page without tools of its own holds for the user (RouteScreen): by menu entry id (`entries`),
 * else by route title key (`routes`, for paths no menu entry leads to), and one line on each related page
 * a shortcut leads to (`shortcuts`, see pageAboutShortcuts.ts). Loaded with those pages only.
 */
export default defineMessages({
  'pt-BR': {
    entries: {
      'admin-migration-control':
        'Nesta página você vai acompanhar as migrações de ambientes em andamento, etapa por etapa, e o que falta em cada uma.',
      'admin-alertify':
        'Nesta página você vai criar e programar os comunicados que aparecem na área de alertas do portal.',
      'admin-exclusion-approval':
        'Nesta página você vai analisar os pedidos de exclusão de topologias e aprovar ou recusar cada um.',
      'admin-release-notes':
        'Nesta página você vai publicar as notas de versão do portal e dos produtos, que os clientes leem nas novidades.',
      'admin-news': 'Nesta página você vai escrever e publicar as notícias mostradas aos clientes no portal.',
      'admin-send-messages':
        'Nesta página você vai enviar mensagens aos usuários do portal, para todos ou para clientes escolhidos, e rever as que já foram enviadas.',
      'admin-feedback':
        'Nesta página você vai ler as avaliações e os comentários que os usuários deixam sobre o portal.',
      'admin-reports':
        'Nesta página você vai gerar relatórios de uso do portal e dos atendimentos, por período e por cliente.',
      'admin-provisioning':
        'Nesta página você vai manter os modelos de topologia e iniciar, a partir deles, o provisionamento de novos ambientes.',
      'admin-customer-resources':
        'Nesta página você vai consultar os recursos de qualquer cliente, como ambientes, topologias e máquinas, para apoiar o atendimento.',
      'admin-troubleshoot':
        'Nesta página você vai diagnosticar problemas nos ambientes dos clientes, com verificações prontas e o histórico de cada uma.',
      'admin-execution-schedule':
        'Nesta página você vai ver e programar as execuções automáticas de ações nos ambientes, com data, hora e resultado.',
      'admin-monitoring-filters':
        'Nesta página você vai criar os filtros que o monitoramento usa para separar os eventos que importam.',
      'admin-monitoring-dataset':
        'Nesta página você vai definir os conjuntos de dados que alimentam os painéis de monitoramento.',
      'admin-monitoring-dashboard':
        'Nesta página você vai montar os painéis que os clientes veem em Monitoramento.',
      'admin-dr-declaration':
        'Nesta página você vai registrar a declaração de desastre de um ambiente, o passo que libera a ativação da recuperação.',
      'admin-dr-dashboard':
        'Nesta página você vai acompanhar, em todos os clientes, os planos de recuperação de desastre, os testes feitos e as ativações em andamento.',
      'pm-approval-center':
        'Nesta página você vai aprovar ou recusar as mudanças pedidas nos produtos do seu ambiente antes que sejam aplicadas.',
      'pm-actions':
        'Nesta página você vai executar ações nos produtos do ambiente, como reiniciar serviços e aplicar atualizações.',
      'pm-logs-history':
        'Nesta página você vai consultar o histórico das ações e das aprovações feitas nos produtos: o quê, quem e quando.',
      'security-advisor':
        'Nesta página você vai ver as recomendações de segurança para o seu ambiente, ordenadas pelo risco que cada uma reduz.',
      'security-ueba':
        'Nesta página você vai acompanhar comportamentos fora do padrão de usuários e máquinas, que podem indicar um ataque.',
      'security-trust-center':
        'Nesta página você vai consultar as certificações, as políticas e os relatórios de conformidade da Nuvem.',
      monitoring:
        'Nesta página você vai acompanhar a disponibilidade e o desempenho do seu ambiente em painéis de monitoramento.',
      'maintenance-window':
        'Nesta página você vai ver as janelas de manutenção programadas para o seu ambiente e o que cada uma afeta.',
      'appointment-center':
        'Nesta página você vai agendar atividades com a equipe da Nuvem, como atualizações e manutenções, no horário que for melhor para você.',
      migrador:
        'Nesta página você vai migrar ambientes para a Nuvem e acompanhar cada migração do início ao fim.',
      onboard:
        'Nesta página você vai concluir o onboarding digital: os passos para deixar o seu ambiente pronto para uso.',
      'customer-panel':
        'Nesta página você vai trocar arquivos com a equipe da Nuvem, como relatórios e documentos do seu ambiente.',
      'status-page':
        'Nesta página você vai acompanhar o estado dos serviços da Nuvem e os incidentes em andamento.',
    },
    routes: {
      backups:
        'Nesta página você vai consultar os backups do seu ambiente e pedir a restauração de qualquer um deles.',
      iaas: 'Área IaaS: cada seção, como máquinas virtuais, recursos e calculadora, tem a sua página no menu IaaS.',
      develop:
        'Estúdio do desenvolvedor: os projetos de integração e a documentação das APIs têm cada um a sua página no menu.',
      admin:
        'Área de administração do portal: cada ferramenta tem a sua página no grupo Administração do menu.',
      user: 'Nesta página você vai consultar os seus dados de usuário e as empresas ligadas a você.',
      userAdmin: 'Nesta página você vai administrar os usuários do seu ambiente e os acessos de cada um.',
      securityCenter:
        'Central de segurança: recomendações, cofre de senhas, análise de comportamento e conformidade, cada um com a sua página no menu.',
      communication:
        'Nesta página você vai reunir os comunicados que a Nuvem enviou a você, dos mais recentes aos mais antigos.',
      store: 'Nesta página você vai acompanhar o consumo, os extratos e as compras da sua conta.',
      providerMarketplace:
        'Marketplace Nuvem: os agentes de IA que você pode contratar e os que já contratou, cada grupo com a sua página no menu.',
      productManagement:
        'Gestão de produtos: aprovações, ações e histórico dos produtos do seu ambiente, cada um com a sua página no menu.',
      refresh:
        'O portal usa este endereço para recarregar os seus dados. Siga por um dos atalhos ou pelo menu.',
      disasterRecovery:
        'Nesta página você vai testar, ativar e desativar a recuperação de desastre do seu ambiente e baixar os backups dele.',
      modern:
        'Esta página faz parte do layout moderno do portal e vai reunir, em uma nova apresentação, o que você encontra no menu.',
    },
    shortcuts: {
      home: 'A visão geral do seu ambiente.',
      insights: 'Os dashboards de análise compartilhados com você.',
      tickets: 'Abra chamados e acompanhe os que estão em andamento.',
      contact: 'Os canais de suporte, os horários e o token de atendimento.',
      notes: 'As notas registradas para o seu ambiente.',
      iaasResources: 'Máquinas virtuais, volumes, redes e IPs públicos do ambiente.',
      userPreferences: 'Os seus telefones e as suas notas pessoais.',
      productTss: 'As topologias de TSS do seu ambiente.',
      drBackup: 'Os backups do ambiente, para baixar por um link que vale poucos minutos.',
    },
  },
  en: {
    entries: {
      'admin-migration-control':
        'This page will follow the environment migrations under way, step by step, and what each one still needs.',
      'admin-alertify':
        "This page will let you write and schedule the announcements shown in the portal's alert area.",
      'admin-exclusion-approval':
        'This page will list topology deletion requests so you can approve or decline each one.',
      'admin-release-notes':
        "This page will let you publish the release notes of the portal and the products, which customers read under what's new.",
      'admin-news': 'This page will let you write and publish the news customers see in the portal.',
      'admin-send-messages':
        'This page will let you send messages to portal users, to everyone or to chosen customers, and review those already sent.',
      'admin-feedback': 'This page will show the ratings and comments users leave about the portal.',
      'admin-reports':
        'This page will produce reports on portal usage and support, by period and by customer.',
      'admin-provisioning':
        'This page will hold the topology templates and let you provision new environments from them.',
      'admin-customer-resources':
        "This page will show any customer's resources, such as environments, topologies and machines, to support them.",
      'admin-troubleshoot':
        "This page will help you diagnose problems in customers' environments, with ready-made checks and the history of each one.",
      'admin-execution-schedule':
        'This page will show and schedule automatic actions on environments, with date, time and outcome.',
      'admin-monitoring-filters':
        'This page will let you create the filters monitoring uses to single out the events that matter.',
      'admin-monitoring-dataset':
        'This page will let you define the datasets that feed the monitoring dashboards.',
      'admin-monitoring-dashboard':
        'This page will let you build the dashboards customers see under Monitoring.',
      'admin-dr-declaration':
        "This page will let you record an environment's disaster declaration, the step that allows recovery to be activated.",
      'admin-dr-dashboard':
        'This page will follow, across all customers, the disaster recovery plans, the tests run and the activations under way.',
      'pm-approval-center':
        "This page will let you approve or decline changes requested to your environment's products before they are applied.",
      'pm-actions':
        "This page will let you run actions on the environment's products, such as restarting services and applying updates.",
      'pm-logs-history':
        'This page will show the history of actions and approvals on the products: what, who and when.',
      'security-advisor':
        'This page will show security recommendations for your environment, ordered by the risk each one reduces.',
      'security-ueba':
        'This page will follow unusual behaviour of users and machines that may point to an attack.',
      'security-trust-center': "This page will hold Nuvem's certifications, policies and compliance reports.",
      monitoring:
        "This page will show your environment's availability and performance on monitoring dashboards.",
      'maintenance-window':
        'This page will list the maintenance windows scheduled for your environment and what each one affects.',
      'appointment-center':
        'This page will let you book activities with the Nuvem team, such as updates and maintenance, at the time that suits you best.',
      migrador:
        'This page will let you migrate environments to Nuvem and follow each migration from start to finish.',
      onboard:
        'This page will take you through digital onboarding: the steps to get your environment ready for use.',
      'customer-panel':
        'This page will let you exchange files with the Nuvem team, such as reports and documents about your environment.',
      'status-page': "This page will show the state of Nuvem's services and any incidents under way.",
    },
    routes: {
      backups:
        "This page will list your environment's backups and let you ask for any of them to be restored.",
      iaas: 'The IaaS area: each section, such as virtual machines, resources and the calculator, has its own page in the IaaS menu.',
      develop:
        'The developer studio: integration projects and the API documentation each have their own page in the menu.',
      admin:
        'The portal administration area: each tool has its own page in the Administration group of the menu.',
      user: 'This page will show your user details and the companies linked to you.',
      userAdmin: "This page will let you manage your environment's users and what each one may access.",
      securityCenter:
        'The security center: recommendations, password vault, behaviour analysis and compliance, each with its own page in the menu.',
      communication: 'This page will gather the announcements Nuvem has sent you, newest first.',
      store: "This page will show your account's consumption, statements and purchases.",
      providerMarketplace:
        'Nuvem Marketplace: the AI agents you can hire and the ones you already have, each with its own page in the menu.',
      productManagement:
        "Product management: approvals, actions and history of your environment's products, each with its own page in the menu.",
      refresh:
        'The portal uses this address to reload your data. Carry on from one of the shortcuts or the menu.',
      disasterRecovery:
        "This page will let you test, activate and deactivate your environment's disaster recovery and download its backups.",
      modern:
        'This page belongs to the modern layout of the portal and will bring what you find in the menu together in a new presentation.',
    },
    shortcuts: {
      home: 'The overview of your environment.',
      insights: 'The analytics dashboards shared with you.',
      tickets: 'Open tickets and follow those in progress.',
      contact: 'The support channels, their hours and the assist token.',
      notes: 'The notes recorded for your environment.',
      iaasResources: "The environment's virtual machines, volumes, networks and public IPs.",
      userPreferences: 'Your phone numbers and personal notes.',
      productTss: "Your environment's TSS topologies.",
      drBackup: "The environment's backups, to download through a link that works for a few minutes.",
    },
  },
  es: {
    entries: {
      'admin-migration-control':
        'En esta página seguirá las migraciones de ambientes en curso, etapa por etapa, y lo que falta en cada una.',
      'admin-alertify':
        'En esta página creará y programará los comunicados que aparecen en el área de alertas del portal.',
      'admin-exclusion-approval':
        'En esta página analizará las solicitudes de eliminación de topologías y aprobará o rechazará cada una.',
      'admin-release-notes':
        'En esta página publicará las notas de versión del portal y de los productos, que los clientes leen en las novedades.',
      'admin-news': 'En esta página escribirá y publicará las noticias que los clientes ven en el portal.',
      'admin-send-messages':
        'En esta página enviará mensajes a los usuarios del portal, a todos o a clientes elegidos, y revisará los ya enviados.',
      'admin-feedback':
        'En esta página leerá las valoraciones y los comentarios que los usuarios dejan sobre el portal.',
      'admin-reports':
        'En esta página generará informes de uso del portal y de la atención, por período y por cliente.',
      'admin-provisioning':
        'En esta página mantendrá las plantillas de topología y, a partir de ellas, iniciará el aprovisionamiento de nuevos ambientes.',
      'admin-customer-resources':
        'En esta página consultará los recursos de cualquier cliente, como ambientes, topologías y máquinas, para apoyar la atención.',
      'admin-troubleshoot':
        'En esta página diagnosticará problemas en los ambientes de los clientes, con verificaciones listas y el historial de cada una.',
      'admin-execution-schedule':
        'En esta página verá y programará las ejecuciones automáticas de acciones en los ambientes, con fecha, hora y resultado.',
      'admin-monitoring-filters':
        'En esta página creará los filtros que el monitoreo usa para separar los eventos que importan.',
      'admin-monitoring-dataset':
        'En esta página definirá los conjuntos de datos que alimentan los paneles de monitoreo.',
      'admin-monitoring-dashboard': 'En esta página armará los paneles que los clientes ven en Monitoreo.',
      'admin-dr-declaration':
        'En esta página registrará la declaración de desastre de un ambiente, el paso que habilita la activación de la recuperación.',
      'admin-dr-dashboard':
        'En esta página seguirá, en todos los clientes, los planes de recuperación ante desastres, las pruebas hechas y las activaciones en curso.',
      'pm-approval-center':
        'En esta página aprobará o rechazará los cambios solicitados en los productos de su ambiente antes de que se apliquen.',
      'pm-actions':
        'En esta página ejecutará acciones en los productos del ambiente, como reiniciar servicios y aplicar actualizaciones.',
      'pm-logs-history':
        'En esta página consultará el historial de acciones y aprobaciones en los productos: qué, quién y cuándo.',
      'security-advisor':
        'En esta página verá las recomendaciones de seguridad para su ambiente, ordenadas por el riesgo que reduce cada una.',
      'security-ueba':
        'En esta página seguirá comportamientos inusuales de usuarios y máquinas que pueden indicar un ataque.',
      'security-trust-center':
        'En esta página consultará las certificaciones, las políticas y los informes de cumplimiento de Nuvem.',
      monitoring:
        'En esta página seguirá la disponibilidad y el rendimiento de su ambiente en paneles de monitoreo.',
      'maintenance-window':
        'En esta página verá las ventanas de mantenimiento programadas para su ambiente y lo que afecta cada una.',
      'appointment-center':
        'En esta página agendará actividades con el equipo de Nuvem, como actualizaciones y mantenimientos, en el horario que mejor le convenga.',
      migrador: 'En esta página migrará ambientes a Nuvem y seguirá cada migración de principio a fin.',
      onboard:
        'En esta página completará el onboarding digital: los pasos para dejar su ambiente listo para usar.',
      'customer-panel':
        'En esta página intercambiará archivos con el equipo de Nuvem, como informes y documentos de su ambiente.',
      'status-page': 'En esta página seguirá el estado de los servicios de Nuvem y los incidentes en curso.',
    },
    routes: {
      backups:
        'En esta página consultará los respaldos de su ambiente y podrá pedir la restauración de cualquiera de ellos.',
      iaas: 'Área IaaS: cada sección, como máquinas virtuales, recursos y calculadora, tiene su página en el menú IaaS.',
      develop:
        'Estudio del desarrollador: los proyectos de integración y la documentación de las API tienen cada uno su página en el menú.',
      admin:
        'Área de administración del portal: cada herramienta tiene su página en el grupo Administración del menú.',
      user: 'En esta página consultará sus datos de usuario y las empresas vinculadas a usted.',
      userAdmin: 'En esta página administrará los usuarios de su ambiente y los accesos de cada uno.',
      securityCenter:
        'Centro de seguridad: recomendaciones, bóveda de contraseñas, análisis de comportamiento y cumplimiento, cada uno con su página en el menú.',
      communication:
        'En esta página reunirá los comunicados que Nuvem le envió, de los más recientes a los más antiguos.',
      store: 'En esta página seguirá el consumo, los extractos y las compras de su cuenta.',
      providerMarketplace:
        'Marketplace Nuvem: los agentes de IA que puede contratar y los que ya contrató, cada grupo con su página en el menú.',
      productManagement:
        'Gestión de productos: aprobaciones, acciones e historial de los productos de su ambiente, cada uno con su página en el menú.',
      refresh:
        'El portal usa esta dirección para recargar sus datos. Continúe por uno de los accesos o por el menú.',
      disasterRecovery:
        'En esta página podrá probar, activar y desactivar la recuperación ante desastres de su ambiente y descargar sus respaldos.',
      modern:
        'Esta página forma parte del diseño moderno del portal y reunirá, en una nueva presentación, lo que encuentra en el menú.',
    },
    shortcuts: {
      home: 'La visión general de su ambiente.',
      insights: 'Los dashboards de análisis compartidos con usted.',
      tickets: 'Abra tickets y siga los que están en curso.',
      contact: 'Los canales de soporte, sus horarios y el token de atención.',
      notes: 'Las notas registradas para su ambiente.',
      iaasResources: 'Máquinas virtuales, volúmenes, redes e IP públicas del ambiente.',
      userPreferences: 'Sus teléfonos y sus notas personales.',
      productTss: 'Las topologías de TSS de su ambiente.',
      drBackup: 'Los backups del ambiente, para descargar con un enlace que vale pocos minutos.',
    },
  },
});
