import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'castbox',
  eyebrow: 'Descargador de Castbox',
  heading: 'Descarga episodios de pódcast de Castbox',
  intro:
    'Guarda episodios de Castbox como archivos de audio que puedes conservar fuera de la app. Pega el enlace del episodio de Castbox FM y descarga el MP3 o M4A original.',
  placeholder: 'https://castbox.fm/episode/…',
  hint: 'Se admiten enlaces de episodios de castbox.fm y los enlaces que comparte la app de Castbox.',
  shareText: null,
  steps: [
    { title: 'Copia el enlace de Castbox', text: 'En la app de Castbox, abre el episodio, toca Compartir y elige Copiar enlace. En la web, copia la dirección castbox.fm/episode/….' },
    { title: 'Pega y procesa', text: 'Pega el enlace arriba y pulsa Descargar para ver el audio del episodio.' },
    { title: 'Guarda el archivo', text: 'Descarga el episodio y escúchalo donde quieras, sin necesidad de la app de Castbox.' },
  ],
  formats: [
    { title: 'Audio del episodio', text: 'El MP3 o M4A que publica el creador, normalmente de 64–128 kbps, con el título del episodio y el nombre del programa indicados arriba.' },
  ],
  faq: [
    { question: '¿Es lo mismo que las descargas dentro de la app?', answer: 'Las descargas dentro de la app de Castbox se quedan en la app. Aquí obtienes un archivo de audio normal que puedes copiar a cualquier dispositivo o reproductor.' },
    { question: '¿Puedo descargar episodios premium de Castbox?', answer: 'No. Los episodios de pago y premium están reservados a los suscriptores; solo se pueden descargar los episodios gratuitos y públicos.' },
    { question: '¿Por qué debo usar el enlace del episodio y no el del canal?', answer: 'Un enlace de canal apunta al programa completo. El enlace del episodio indica exactamente qué archivo de audio quieres.' },
  ],
};
