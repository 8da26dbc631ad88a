import type { LandingCopy } from '../types';

export const copy: LandingCopy = {
  id: 'tunein',
  eyebrow: 'Descargador de TuneIn',
  heading: 'Descarga episodios de pódcast de TuneIn',
  intro:
    'Guarda en MP3 los episodios de pódcast y los programas a la carta que encuentres en TuneIn. Pega el enlace del episodio o del programa de TuneIn y obtenemos el audio original del creador.',
  placeholder: 'https://tunein.com/podcasts/…',
  hint: 'Se admiten las páginas de pódcasts y de episodios de tunein.com. Las emisiones de radio en directo, no.',
  shareText: null,
  steps: [
    { title: 'Copia el enlace de TuneIn', text: 'En la app de TuneIn, toca Compartir en el episodio y copia el enlace. En tunein.com, abre el pódcast o el episodio y copia la dirección.' },
    { title: 'Pega y procesa', text: 'Pega el enlace arriba y pulsa Descargar para ver el archivo de audio.' },
    { title: 'Guarda el episodio', text: 'Descarga el MP3 y escúchalo sin conexión en cualquier reproductor.' },
  ],
  formats: [
    { title: 'Audio del episodio en MP3', text: 'El archivo original del creador, normalmente MP3 de 64–128 kbps.' },
  ],
  faq: [
    { question: '¿Puedo grabar emisoras de radio en directo?', answer: 'No. Las emisoras en directo son transmisiones continuas, no archivos, y la mayoría solo tiene licencia para escucharse en directo. Los pódcasts y los episodios a la carta sí funcionan.' },
    { question: '¿Puedo descargar contenido de TuneIn Premium?', answer: 'No. El contenido Premium de deportes, noticias y audiolibros está protegido y solo está disponible para los suscriptores dentro de la app de TuneIn.' },
    { question: '¿Por qué la calidad es más baja que la de la música?', answer: 'Los pódcasts hablados suelen publicarse a 64–128 kbps, que suena claro para la voz. Nunca recodificamos, así que obtienes la calidad original.' },
  ],
};
