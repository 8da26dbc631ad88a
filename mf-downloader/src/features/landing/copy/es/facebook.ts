import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'facebook',
  eyebrow: 'Descargador de Facebook',
  heading: 'Descargar vídeos y reels de Facebook',
  intro: 'Guarda vídeos públicos de Facebook, reels y grabaciones de directos públicos en MP4, en SD o HD, desde una página, un perfil público o un grupo público.',
  placeholder: 'https://www.facebook.com/…/videos/… o https://fb.watch/…',
  hint: 'Se admiten enlaces de vídeos y reels de facebook.com y enlaces cortos de fb.watch.',
  shareText: null,
  steps: [
    { title: 'Copia el enlace del vídeo', text: 'En la app de Facebook, toca Compartir debajo del vídeo y luego Copiar enlace. En el ordenador, abre el vídeo y copia la dirección, o usa el menú de tres puntos › Copiar enlace.' },
    { title: 'Pega y procesa', text: 'Pega el enlace arriba y pulsa Descargar para ver las calidades que ofrece Facebook.' },
    { title: 'Descarga en SD o HD', text: 'Elige HD para la mejor imagen o SD para un archivo más ligero; las pistas HD de solo vídeo se combinan con el sonido automáticamente.' },
  ],
  formats: [
    { title: 'MP4 en SD y HD', text: 'Normalmente, un archivo SD de 360p/480p con sonido y una versión HD de 720p o 1080p.' },
    { title: 'Pistas DASH', text: 'Los reels y las subidas más recientes llegan como pistas DASH de vídeo y audio separadas, que nuestro servidor combina sin volver a codificar.' },
  ],
  faq: [
    { question: '¿Puedo descargar vídeos de grupos privados o de publicaciones solo para amigos?', answer: 'No. Solo se puede descargar el contenido que cualquiera puede ver sin iniciar sesión.' },
    { question: '¿Funciona con los reels?', answer: 'Sí. Copia el enlace del reel con Compartir › Copiar enlace y pégalo; los reels se descargan como archivos MP4 verticales.' },
    { question: '¿Puedo descargar un vídeo en directo?', answer: 'Cuando un directo público ha terminado y Facebook ha publicado la grabación, puedes descargarla como cualquier otro vídeo.' },
    { question: '¿Por qué no aparece la opción HD?', answer: 'Facebook solo conserva una versión HD de algunas subidas. Si no está, el archivo SD es la mejor calidad disponible.' },
  ],
};
