// IaaS › Ayuda en español. Los slugs son los mismos en todos los idiomas (articles.test.ts lo comprueba).
import type { HelpArticle } from '@nuvem/ui';

const articles: readonly HelpArticle[] = [
  {
    slug: 'criar-maquina-virtual',
    title: 'Crear una máquina virtual',
    summary: 'Elija imagen, tamaño, red y disco; el costo mensual aparece antes de confirmar.',
    paragraphs: [
      'Una máquina virtual necesita una red del entorno. Si todavía no hay ninguna, cree primero la red en IaaS › Configuración.',
      'El tamaño define vCPU y memoria y puede cambiarse después. El disco de arranque tiene el mínimo que exige la imagen; los discos adicionales son volúmenes que usted conecta.',
      'La máquina arranca en ejecución y se cobra por día desde entonces. Las máquinas detenidas siguen pagando por sus discos e IP reservadas.',
    ],
    steps: [
      'Abra IaaS › Administrador y elija "Crear máquina".',
      'Elija la región, la imagen (Linux o Windows) y el tamaño.',
      'Seleccione la red y la subred; marque "IP pública" si la máquina debe ser accesible desde internet.',
      'Indique su clave SSH pública (Linux) o defina la contraseña del administrador (Windows).',
      'Revise el costo mensual estimado y confirme. El avance aparece en las acciones recientes.',
    ],
  },
  {
    slug: 'conectar-por-ssh',
    title: 'Conectarse a una máquina Linux por SSH',
    summary: 'Use su clave privada y la IP pública de la máquina, con el puerto 22 abierto.',
    paragraphs: [
      'Las imágenes Linux solo aceptan autenticación por clave. El usuario predeterminado depende de la imagen: ubuntu en Ubuntu, opc en Oracle Linux, rocky en Rocky Linux.',
      'Si la conexión expira, verifique que la máquina esté en ejecución, que tenga IP pública y que su grupo de seguridad permita el puerto 22 desde su dirección.',
    ],
    steps: [
      'En la página de la máquina, copie la IP pública.',
      'En su computadora, restrinja los permisos de la clave: chmod 600 mi-clave.pem.',
      'Conéctese: ssh -i mi-clave.pem ubuntu@IP-PUBLICA.',
      'Si perdió la clave, abra un ticket sobre la máquina pidiendo el cambio de clave.',
    ],
  },
  {
    slug: 'redimensionar-maquina',
    title: 'Cambiar el tamaño de una máquina',
    summary: 'Más o menos vCPU y memoria: la máquina se reinicia para aplicarlo.',
    paragraphs: [
      'Cambiar el tamaño reinicia la máquina; prográmelo fuera del horario de uso. Los discos y la IP privada se mantienen.',
      'El nuevo precio rige desde el día del cambio. Use la Calculadora para comparar antes el costo mensual.',
      'Para ampliar un disco, aumente el volumen y luego extienda el sistema de archivos dentro de la máquina. Los discos no pueden reducirse.',
    ],
    steps: [
      'Detenga la máquina o avise a sus usuarios del reinicio.',
      'En la página de la máquina, elija "Cambiar tamaño" y seleccione el nuevo tamaño.',
      'Confirme y siga la operación hasta que la máquina vuelva a "En ejecución".',
    ],
  },
  {
    slug: 'snapshots-e-backups',
    title: 'Instantáneas y copias de seguridad',
    summary: 'En qué se diferencian, cuánto cuestan y cómo restaurar.',
    paragraphs: [
      'Una instantánea guarda el estado de un disco en un momento: es rápida y permite volver atrás antes de un cambio riesgoso.',
      'La copia de seguridad es una copia programada guardada fuera del entorno, con retención definida. Protege contra la pérdida del disco o su eliminación accidental.',
      'Ambas se cobran por GB almacenado por mes. Elimine las copias antiguas que ya no vaya a usar.',
    ],
    steps: [
      'Para una instantánea, abra el volumen y elija "Crear instantánea".',
      'Para restaurar, cree un nuevo volumen a partir de la instantánea y conéctelo a la máquina.',
      'Las copias de seguridad y sus descargas están en Recuperación ante desastres › Copia de seguridad.',
    ],
  },
  {
    slug: 'redes-e-cidr',
    title: 'Redes y bloques CIDR',
    summary: 'Cómo elegir el tamaño de la red y de las subredes sin superposiciones.',
    paragraphs: [
      'Cada red tiene un bloque de direcciones en notación CIDR, como 10.0.0.0/16. Cuanto menor es el número tras la barra, más direcciones: /16 tiene 65.536 y /24 tiene 256.',
      'Las subredes dividen la red: por ejemplo 10.0.1.0/24 para aplicaciones y 10.0.2.0/24 para bases de datos. La plataforma reserva cinco direcciones de cada subred.',
      'Si la red se conecta por VPN a su oficina o a otra nube, elija un bloque que no se superponga con las direcciones de allí.',
    ],
  },
  {
    slug: 'ips-publicos',
    title: 'IP públicas',
    summary: 'Reservar, asociar y liberar direcciones accesibles desde internet.',
    paragraphs: [
      'Una IP pública reservada pertenece al entorno hasta que se libera y puede pasar de una máquina a otra sin cambiar la dirección.',
      'Las IP reservadas sin uso se siguen cobrando. La página de Bienvenida muestra cuántas no se usan.',
    ],
    steps: [
      'En IaaS › Recursos, filtre por "IP pública" para ver las direcciones y a qué máquina están asociadas.',
      'Para asociarla, abra la IP y elija la máquina.',
      'Para dejar de pagar por una IP sin uso, libérela. La dirección vuelve a la plataforma y no puede recuperarse.',
    ],
  },
  {
    slug: 'grupos-de-seguranca',
    title: 'Grupos de seguridad',
    summary: 'Reglas de entrada y salida que funcionan como el cortafuegos de cada máquina.',
    paragraphs: [
      'De forma predeterminada se bloquea todo el tráfico de entrada y se permite todo el de salida. Cada regla abre un protocolo, un puerto o rango y un origen en CIDR.',
      'Abra solo lo necesario: SSH (22) y RDP (3389) solo desde las direcciones de su empresa, nunca desde 0.0.0.0/0.',
      'Los cambios se aplican de inmediato a todas las máquinas del grupo, sin reinicio.',
    ],
  },
  {
    slug: 'cotas',
    title: 'Cuotas del entorno',
    summary: 'Límites de vCPU, memoria, discos e IP públicas, y cómo pedir un aumento.',
    paragraphs: [
      'Cada entorno tiene cuotas de vCPU, memoria, almacenamiento e IP públicas por región. Una creación que superaría la cuota se rechaza antes de empezar.',
      'Para aumentar una cuota, abra un ticket de la categoría "Solicitud" con la región, el recurso y el nuevo límite. Suele tardar un día hábil.',
    ],
  },
  {
    slug: 'faturamento',
    title: 'Cómo funciona la facturación',
    summary: 'Consumo diario, cierre mensual, facturas y dónde ver cada uno.',
    paragraphs: [
      'Los recursos se cobran por consumo diario, con la lista de precios vigente en la región. El total del mes hasta ayer aparece en IaaS › Información.',
      'La factura cierra el último día del mes y se emite el primer día del mes siguiente, con vencimiento en el día acordado en el contrato.',
      'El contrato y las facturas pueden descargarse en IaaS › Información › Documentos, para quien tenga ese permiso. Dudas sobre importes: abra un ticket de la categoría "Facturación".',
    ],
  },
  {
    slug: 'cancelamento',
    title: 'Cancelar la cuenta IaaS',
    summary: 'Qué ocurre durante la cancelación y cómo guardar sus datos antes.',
    paragraphs: [
      'Durante la cancelación, los recursos dejan de aparecer en el portal y las nuevas contrataciones no están disponibles. La información del contrato sigue accesible.',
      'Antes de pedir la cancelación, descargue las copias de seguridad y las facturas que vaya a necesitar. Tras el cierre, los discos y las copias se eliminan definitivamente.',
      'El consumo hasta la fecha de cierre se cobra en la última factura.',
    ],
  },
  {
    slug: 'abrir-chamado',
    title: 'Abrir un ticket sobre un recurso',
    summary: 'Describa el problema e indique el recurso: soporte lo recibe todo completado.',
    paragraphs: [
      'En la página de una máquina, el enlace "Abrir un ticket sobre este recurso" trae el formulario con el identificador de la máquina ya cargado.',
      'Incluya qué pasó, desde cuándo y qué ya intentó. Los mensajes de error copiados ayudan a soporte.',
      'El ticket abierto aparece en Atención al cliente, donde sigue las respuestas.',
    ],
  },
];

export default articles;
