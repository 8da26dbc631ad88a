import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'apple-podcasts',
  eyebrow: 'Descargador de Apple Podcasts',
  heading: 'Descarga episodios de Apple Podcasts en MP3',
  intro:
    'Guarda episodios de Apple Podcasts como archivos MP3 o M4A que puedes conservar, mover y reproducir donde quieras. Pega el enlace de un episodio: encontramos el feed RSS público del programa y el archivo de audio original.',
  placeholder: 'https://podcasts.apple.com/us/podcast/…?i=1000…',
  hint: 'Los enlaces de episodio incluyen ?i= seguido del ID del episodio: copia el episodio, no el programa.',
  shareText: null,
  steps: [
    { title: 'Copia el enlace del episodio', text: 'En la app Podcasts, toca los tres puntos junto a un episodio › Compartir episodio › Copiar. En la web, abre el episodio en podcasts.apple.com y copia la dirección.' },
    { title: 'Pega y procesa', text: 'Pega el enlace arriba y pulsa Descargar. Buscamos el feed del programa y localizamos el episodio.' },
    { title: 'Descarga el audio', text: 'Guarda el episodio en el formato que subió el creador: normalmente MP3, a veces M4A.' },
  ],
  formats: [
    { title: 'Audio original del episodio', text: 'El mismo archivo que el creador publicó en el feed RSS, normalmente MP3 de 64–192 kbps.' },
    { title: 'Datos del episodio', text: 'El nombre del programa, la temporada y el número de episodio aparecen encima de la descarga cuando el feed los incluye.' },
  ],
  faq: [
    { question: '¿Puedo descargar episodios de las suscripciones de Apple Podcasts?', answer: 'No. Los episodios disponibles solo para suscriptores de pago están protegidos por Apple y no aparecen en el feed público.' },
    { question: '¿Copio el enlace del programa o el del episodio?', answer: 'El del episodio. El enlace del programa apunta al pódcast completo; el de Compartir episodio (con ?i=) indica exactamente el episodio que quieres.' },
    { question: '¿Se recodifica el audio?', answer: 'No. Obtienes el archivo original del creador, así que se conservan la calidad y los capítulos incluidos en el archivo.' },
    { question: '¿Y los pódcasts de Spotify?', answer: 'Los exclusivos de Spotify están protegidos con DRM y no se pueden descargar. Muchos programas también están en Apple Podcasts o tienen un feed RSS: usa ese enlace.' },
  ],
  note: 'Spotify no se puede descargar: su audio está protegido con DRM. Si el programa también está en Apple Podcasts, pega ese enlace.',
};
