# Tournois (issue 63) : tournois toutes rondes et tournois au système suisse.
tournament-format-round-robin = toutes rondes
tournament-format-double-round-robin = toutes rondes en aller-retour
tournament-format-swiss = système suisse
tournament-created = Le tournoi n° { $id } « { $name } » est ouvert : { $kind }, { $format }, { $rounds ->
    [0] une ronde par adversaire
    [one] une ronde
   *[other] { $rounds } rondes
}, { $time }, parties { $rated }s, organisé par { $organiser }. Inscrivez-vous avec /tournament join { $id }.
tournament-not-found = il n'y a pas de tournoi n° { $id } sur ce serveur
tournament-bad-name = un tournoi a besoin d'un nom de 1 à { $max } caractères
tournament-bad-rounds = { $rounds } n'est pas un nombre de rondes possible pour un tournoi suisse : choisissez de 1 à { $max }
tournament-not-open = « { $name } » ne prend plus d'inscriptions (il a commencé ou il est terminé)
tournament-already-joined = vous êtes déjà inscrit à « { $name } »
tournament-full = ce tournoi est complet ({ $max } joueurs)
tournament-joined = { $player } s'est inscrit à « { $name } » ({ $count ->
    [one] un joueur
   *[other] { $count } joueurs
}).
tournament-not-joined = vous ne jouez pas dans « { $name } »
tournament-left = { $player } s'est désinscrit de « { $name } ».
tournament-not-running = « { $name } » n'est pas en cours : avant le début, désinscrivez-vous plutôt
tournament-withdrew = { $player } abandonne « { $name } » ; ses résultats restent acquis et il ne sera plus apparié.
tournament-not-organiser = seul l'organisateur, { $organiser }, peut lancer ce tournoi
tournament-too-few = { $count ->
    [one] un seul joueur est inscrit
   *[other] { $count } joueurs sont inscrits
} : ce tournoi en demande au moins { $needed }
tournament-too-many = { $count } joueurs, c'est trop pour un tournoi toutes rondes : { $max } au plus
tournament-started = « { $name } » commence avec { $count } joueurs en { $rounds ->
    [one] une ronde
   *[other] { $rounds } rondes
}.
tournament-round = « { $name } », ronde { $round } sur { $rounds } :
    { $boards }
tournament-board = échiquier { $board } : { $first } – { $second }
tournament-board-decided = échiquier { $board } : { $first } – { $second } { $score } (par forfait)
tournament-bye = { $player } est exempt (1 point)
tournament-sits-out = { $player } ne joue pas cette ronde
tournament-result = « { $name } », ronde { $round }, échiquier { $board } : { $first } – { $second } { $score }
tournament-cannot-pair = la ronde { $round } de « { $name } » ne peut pas être appariée : { $detail }
tournament-standings = Classement de « { $name } » après la ronde { $round } sur { $rounds } (points, Buchholz tronqué, Buchholz, Sonneborn-Berger, victoires) :
    { $lines }
tournament-standing-line = { $rank }. { $player } : { $points } ({ $cut1 }, { $buchholz }, { $sb }, { $wins })
tournament-finished = « { $name } » est terminé. Vainqueur : { $winners } avec { $points } points.
    { $standings }
