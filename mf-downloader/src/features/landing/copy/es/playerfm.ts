import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'playerfm',
  eyebrow: 'Descargador de Player.FM',
  heading: 'Descarga episodios de pódcast de Player.FM',
  intro:
    'Guarda cualquier episodio que encuentres en Player.FM como archivo MP3 o M4A. Player.FM indexa feeds de pódcast públicos, así que obtienes el audio original del creador con su título y los datos del programa.',
  placeholder: 'https://player.fm/series/…/…',
  hint: 'Las páginas de episodio (player.fm/series/show/episode) son las que mejor funcionan.',
  shareText: null,
  steps: [
    { title: 'Copia el enlace del episodio', text: 'En la app de Player.FM, toca el botón de compartir del episodio y copia el enlace, o copia la dirección de la página del episodio en player.fm.' },
    { title: 'Pega y procesa', text: 'Pega el enlace arriba y pulsa Descargar. Leemos la página del episodio y su archivo de audio adjunto.' },
    { title: 'Descarga', text: 'Guarda el archivo del episodio y reprodúcelo en cualquier app de pódcasts o reproductor de música.' },
  ],
  formats: [
    { title: 'Archivo adjunto original', text: 'MP3 o M4A tal como lo publica el feed del pódcast, a menudo con capítulos y portada incrustados.' },
  ],
  faq: [
    { question: '¿Esto usa mi cuenta de Player.FM?', answer: 'No. Las páginas de episodio son públicas, así que no hace falta iniciar sesión y tu biblioteca de Player.FM no cambia.' },
    { question: '¿Puedo descargar una serie completa?', answer: 'Pega el enlace de un episodio cada vez. Para un programa completo, el descargador de pódcasts acepta el feed RSS de la serie.' },
    { question: '¿Por qué falla un episodio antiguo?', answer: 'Algunos creadores retiran los episodios antiguos de su alojamiento. Si el archivo de audio ya no está en el origen, no queda nada que descargar.' },
  ],
};
