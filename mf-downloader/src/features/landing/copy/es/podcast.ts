import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'podcast',
  eyebrow: 'Descargador de pódcasts',
  heading: 'Descarga cualquier episodio de pódcast',
  intro:
    'Casi todos los pódcasts se publican como un feed RSS público con un archivo de audio para cada episodio. Pega la página de un episodio, un enlace de una app de pódcast o el propio feed, y descarga el episodio en MP3 o M4A.',
  placeholder: 'Enlace del episodio o URL del feed RSS (https://…/feed.xml)',
  hint: 'Funciona con feeds RSS, Apple Podcasts, Player.FM, Castbox, TuneIn, Xiaoyuzhou FM y muchas páginas de plataformas de alojamiento.',
  shareText: null,
  steps: [
    { title: 'Busca el episodio o el feed', text: 'Copia el enlace del episodio desde el menú Compartir de tu app de pódcast, o la dirección del feed RSS desde la web del programa (busca RSS, Suscribirse o un icono de feed).' },
    { title: 'Pega y procesa', text: 'Pega el enlace arriba y pulsa Descargar. Leemos el feed o la página y encontramos el archivo de audio adjunto del episodio.' },
    { title: 'Descarga el episodio', text: 'Guarda el archivo de audio original y escúchalo en cualquier app, en el equipo de música del coche o en un reproductor MP3.' },
  ],
  formats: [
    { title: 'MP3 o M4A original', text: 'El archivo adjunto del feed, exactamente como se publicó, sin recodificar.' },
    { title: 'Datos del programa y del episodio', text: 'El nombre de la serie y los números de temporada y episodio aparecen cuando el feed los incluye.' },
  ],
  faq: [
    { question: '¿Qué es un feed RSS y dónde lo encuentro?', answer: 'Es la dirección pública a la que se suscriben las apps de pódcast, que suele terminar en /feed, /rss o .xml. Las plataformas de alojamiento y las webs de los programas suelen enlazarla como RSS o Suscribirse.' },
    { question: '¿Puedo descargar pódcasts de Spotify?', answer: 'No. El audio de Spotify está protegido con DRM y no se puede descargar. La mayoría de los programas de Spotify también publican un feed RSS o una página en Apple Podcasts; usa ese enlace.' },
    { question: '¿Cómo consigo un episodio concreto?', answer: 'Pega el enlace propio de ese episodio desde una app de pódcast (Compartir › Copiar enlace) en lugar de la dirección del feed; el enlace del episodio indica exactamente el archivo que quieres.' },
    { question: '¿Se admiten feeds privados o premium?', answer: 'No. Los feeds privados con tokens personales y los feeds de pago para suscriptores pertenecen a sus propietarios y no se pueden descargar aquí.' },
  ],
  note: 'Spotify no se puede descargar: su audio está protegido con DRM. Pega el feed RSS del programa o su enlace de Apple Podcasts.',
};
