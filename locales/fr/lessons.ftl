# Lessons: the messages of a stage.

lesson-missed-line = Ce coup est permis, mais il ne mène pas au but ici.
lesson-missed-loses = Ce coup perd : { $move } gagne pour l'adversaire.
lesson-missed-moves = Coups joués : { $moves }, et le but n'est pas encore atteint.
lesson-missed-ended = La partie s'est terminée ({ $reason }) avant que le but soit atteint.
lesson-restart = L'étape recommence.
lesson-solved = Bravo ! But atteint. Vos coups : { $moves }. Étoiles : { $stars } sur 3.
lesson-goal-reach = But : atteindre { $square }.
lesson-goal-capture = But : prendre en { $square }.
lesson-goal-den = But : entrer dans la tanière adverse.
lesson-goal-win = But : gagner la partie.
lesson-goal-mate = But : gagner contre la défense du bot. Coups permis : { $moves }.
lesson-goal-only-move = But : trouver le seul coup qui ne perd pas aussitôt.
lesson-next = Tapez learn pour l'étape suivante, ou learn N pour la leçon N.
lesson-no-such = Cette leçon n'existe pas : choisissez-en une de 1 à { $count }.
lesson-none = Les leçons de ce jeu ne peuvent pas être lues.
lesson-stage = Leçon { $lesson } : { $title } (étape { $stage } sur { $stages })
# The lessons in play (the console's learn, Discord's /learn).

lesson-intro =
    { $header }
    { $instruction }
    { $goal }
lesson-wrong =
    { $why }
    { $hint }
    L'étape recommence.
lesson-reply = Le bot répond { $move }. À vous.
lesson-go-on = Bien. Rejouez.
lesson-solved-progress =
    { $solved }
    { $progress }
lesson-not-saved =
    { $solved }
    Vos étoiles n'ont pas pu être enregistrées : { $detail }
lesson-button-next = Étape suivante
lesson-progress = Leçons de { $game } : { $done } étapes réussies sur { $total }, { $stars } étoiles sur { $max }.
lesson-course-done = Vous avez terminé toutes les leçons ! { $progress } Demandez une leçon par son numéro pour la rejouer.
lesson-last-stage = C'était la dernière étape du cours. { $left ->
        [one] Une étape n'a pas encore d'étoile
       *[other] { $left } étapes n'ont pas encore d'étoile
    } : learn (ou /learn) vous mène à la première. { $progress }
lesson-profile =
    { $profile }
    { $progress }
lesson-stale = Ce menu de leçon n'est plus à jour : continuez avec /learn.
lesson-help = Dans une leçon : tapez un coup comme en partie ; indice répète l'indice de l'étape ; plateau montre à nouveau le plateau ; learn next passe à l'étape suivante ; learn N ouvre la leçon N ; quit arrête.
cmd-learn = apprendre
cmd-learn-desc = Leçons pour débutants : de courtes étapes avec un but et des étoiles (vous seul les voyez)
cmd-learn-lesson = leçon
cmd-learn-lesson-desc = Le numéro de la leçon (par défaut : là où vous vous êtes arrêté)

# Jungle lessons (assets/lessons/jungle.toml).

lesson-jungle-moves = Se déplacer : un pas à la fois
lesson-jungle-moves-hint = Les animaux avancent d'une case vers le haut, le bas, la gauche ou la droite, jamais en diagonale, jamais dans l'eau (sauf le rat) ni dans leur propre tanière.
lesson-jungle-moves-1 = Chaque animal avance d'une case vers le haut, le bas, la gauche ou la droite. Amenez votre éléphant en d5.
lesson-jungle-moves-2 = Les animaux ne vont jamais en diagonale. Amenez votre loup en b3.
lesson-jungle-moves-3 = Les deux rivières sont de l'eau et votre chat ne nage pas. Contournez la rivière jusqu'en b7.
lesson-jungle-moves-4 = Aucun animal n'entre dans sa propre tanière (d1). Faites le tour avec votre léopard jusqu'en e1.
lesson-jungle-moves-5 = Entre les rivières passe un chemin de terre. Montez votre chien jusqu'en d7.
lesson-jungle-ranks = Qui mange qui
lesson-jungle-ranks-hint = Un animal prend un animal de rang égal ou inférieur : éléphant 8, lion 7, tigre 6, léopard 5, loup 4, chien 3, chat 2, rat 1.
lesson-jungle-ranks-1 = L'éléphant (8) est le plus fort. Prenez le lion en d4.
lesson-jungle-ranks-2 = Votre lion (7) peut prendre le tigre (6), mais pas l'éléphant (8). Prenez ce que vous pouvez.
lesson-jungle-ranks-3 = À rang égal, on se prend. Votre loup prend le loup bleu en d5 ; le léopard est trop fort.
lesson-jungle-ranks-4 = Votre chien (3) bat le chat (2), pas le léopard (5). Prenez le chat.
lesson-jungle-ranks-5 = Votre chat (2) prend le rat (1) dans le coin ; le chien (3) est trop fort pour lui.
lesson-jungle-rat = Le rat nage
lesson-jungle-rat-hint = Seul le rat entre dans l'eau. Aucune prise entre l'eau et la terre, dans un sens comme dans l'autre.
lesson-jungle-rat-1 = Seul le rat sait nager. Emmenez-le dans la rivière, en c5.
lesson-jungle-rat-2 = Traversez la rivière tout droit jusqu'en b7.
lesson-jungle-rat-3 = Dans l'eau, le rat nage dans tous les sens. Nagez jusqu'en f5.
lesson-jungle-rat-4 = Dans l'eau, un rat rencontre un rat : prenez le rat bleu en c6.
lesson-jungle-rat-5 = Depuis la terre, votre rat ne peut pas prendre le rat dans l'eau. Entrez d'abord dans l'eau, puis prenez-le en c5.
lesson-jungle-rat-elephant = Le rat contre l'éléphant
lesson-jungle-rat-elephant-hint = Le rat prend l'éléphant ; l'éléphant ne prend jamais le rat. Un rat dans l'eau ne prend pas un éléphant sur la terre.
lesson-jungle-rat-elephant-1 = Le plus petit bat le plus grand : votre rat prend l'éléphant. Prenez-le en a7.
lesson-jungle-rat-elephant-2 = Votre éléphant ne peut jamais prendre le rat. Prenez plutôt le loup en d3.
lesson-jungle-rat-elephant-3 = Votre rat est dans l'eau, l'éléphant sur la berge : pas de prise entre l'eau et la terre. Sortez de l'eau, puis prenez-le en a5.
lesson-jungle-rat-elephant-4 = Le rat bleu menace votre éléphant, qui ne peut pas le prendre. Laissez votre chien prendre le rat.
lesson-jungle-rat-elephant-5 = Certains jeux permettent au rat dans l'eau de prendre l'éléphant sur la berge (règle rat_captures_elephant_from_water). C'est le cas ici : prenez-le depuis la rivière.
lesson-jungle-jumps = Le lion et le tigre sautent
lesson-jungle-jumps-hint = Le lion et le tigre sautent la rivière en ligne droite, de la berge à la première case de terre au-delà, et peuvent prendre à l'arrivée.
lesson-jungle-jumps-1 = Le lion et le tigre sautent la rivière en ligne droite. Faites sauter votre lion de b3 en b7.
lesson-jungle-jumps-2 = Ils sautent aussi la rivière de côté. Faites sauter votre tigre de a5 en d5.
lesson-jungle-jumps-3 = Un saut peut prendre sur sa case d'arrivée. Sautez et prenez le léopard en g5.
lesson-jungle-jumps-4 = Votre tigre saute aussi. Prenez le loup en d4 par-dessus la rivière.
lesson-jungle-jumps-5 = Avec les règles vertical-tiger, le tigre ne saute que verticalement, jamais de côté. Prenez le chien en f7.
lesson-jungle-blocked-jumps = Sauts bloqués
lesson-jungle-blocked-jumps-hint = Un rat dans l'eau sur le trajet bloque le saut, le vôtre comme celui de Bleu. Sautez par une autre ligne, ou écartez le rat.
lesson-jungle-blocked-jumps-1 = Le rat bleu en b5 bloque le saut. Sautez par une autre colonne et atteignez b7.
lesson-jungle-blocked-jumps-2 = Votre propre rat bloque aussi. Écartez-le, puis sautez et prenez le loup en d5.
lesson-jungle-blocked-jumps-3 = Le rat bleu bloque la colonne e. Trouvez un autre chemin vers le léopard en e7.
lesson-jungle-blocked-jumps-4 = Le rat en f5 bloque le saut de côté. Atteignez le chien en d5 autrement.
lesson-jungle-blocked-jumps-5 = Avec la règle jump_blocked_by = enemy, seuls les nageurs bleus bloquent. Sautez par-dessus votre rat et prenez le loup.
lesson-jungle-your-traps = Vos pièges
lesson-jungle-your-traps-hint = Vos pièges sont c1, e1 et d2, autour de votre tanière. Un animal bleu qui s'y trouve a le rang 0 : n'importe lequel de vos animaux le prend.
lesson-jungle-your-traps-1 = L'éléphant bleu est sur votre piège c1 : il a le rang 0. Même votre chat le prend.
lesson-jungle-your-traps-2 = Le lion bleu est sur votre piège d2. Prenez-le avec votre chien.
lesson-jungle-your-traps-3 = N'importe quel animal prend un ennemi sur votre piège, même le rat. Prenez le léopard en e1.
lesson-jungle-your-traps-4 = Le tigre bleu est entré en d2. Votre loup (4) peut l'y prendre.
lesson-jungle-your-traps-5 = Le lion bleu en d2 entrera dans votre tanière au prochain coup. Trouvez le seul coup qui l'arrête.
lesson-jungle-their-traps = Les pièges des deux côtés
lesson-jungle-their-traps-hint = Sur les pièges adverses votre animal a le rang 0 : tout le prend et il ne prend rien. Vos propres pièges ne vous affaiblissent jamais.
lesson-jungle-their-traps-1 = Vous jouez maintenant Bleu : vos pièges sont c9, e9 et d8. Le lion rouge y est faible en d8 : prenez-le avec votre chat.
lesson-jungle-their-traps-2 = Vos propres pièges ne vous affaiblissent pas. Votre chat en d2 prend le chat bleu en c2.
lesson-jungle-their-traps-3 = Vous jouez Bleu. Le chien rouge en e9 menace votre tanière, et il a le rang 0 sur votre piège. Trouvez le seul coup qui vous sauve.
lesson-jungle-their-traps-4 = Avec les règles engine (trapped_piece_can_capture), un animal piégé garde son rang pour attaquer. Prenez le chat en b9 depuis le piège.
lesson-jungle-their-traps-5 = Avec universal_traps, tout piège affaiblit tout animal, même Bleu sur ses propres pièges. Votre chat prend le lion en c9.
lesson-jungle-den = La tanière
lesson-jungle-den-hint = Entrer dans la tanière bleue (d9) gagne aussitôt. Les pièges bleus la gardent : un animal bleu voisin peut prendre votre animal sur un piège.
lesson-jungle-den-1 = Entrer dans la tanière bleue en d9 gagne la partie aussitôt. Votre chien est à côté : entrez !
lesson-jungle-den-2 = Conduisez votre loup dans la tanière en trois pas.
lesson-jungle-den-3 = Sauter est le plus rapide. Faites sauter votre lion, puis entrez dans la tanière.
lesson-jungle-den-4 = Le chat bleu défend la tanière. Atteignez-la en deux coups ; Bleu répond.
lesson-jungle-den-5 = Votre chien et le lion bleu sont chacun à un pas d'une tanière. Vous jouez d'abord : gagnez la course !
lesson-jungle-other-wins = Gagner sans la tanière
lesson-jungle-other-wins-hint = Vous gagnez aussi quand Bleu n'a plus d'animal, ou quand Bleu ne peut pas jouer à son tour.
lesson-jungle-other-wins-1 = Prendre le dernier animal bleu fait gagner. Prenez le rat.
lesson-jungle-other-wins-2 = Un camp qui ne peut pas jouer perd. Le tigre bleu est coincé dans le coin : fermez sa dernière case (ou prenez-le).
lesson-jungle-other-wins-3 = Sautez et prenez le dernier animal bleu, le chat en b7.
lesson-jungle-other-wins-4 = Il ne reste à Bleu que son lion. Votre éléphant le prend.
lesson-jungle-other-wins-5 = Le dernier animal bleu est l'éléphant en g5. Votre rat doit sortir de l'eau pour le prendre.
lesson-jungle-repetition = La répétition et les nulles
lesson-jungle-repetition-hint = La même position pour la troisième fois est nulle, comme 100 demi-coups sans prise. Changez la position, ou prenez à temps.
lesson-jungle-repetition-1 = Cette position a déjà eu lieu deux fois. Revenir en d5 la répète une troisième fois : nulle. Gagnez plutôt par la tanière.
lesson-jungle-repetition-2 = Avec repetition = forbid, le coup qui répéterait une troisième fois est interdit. Gagnez par la tanière.
lesson-jungle-repetition-3 = Vous jouez Bleu, et cette position a déjà eu lieu deux fois. Ne revenez pas en d5 : entrez dans la tanière rouge en d1.
lesson-jungle-repetition-4 = Aucune prise depuis 99 demi-coups : un coup de plus sans prise et c'est nul. Prenez maintenant.
lesson-jungle-repetition-5 = Aucune prise depuis 99 demi-coups. Prenez le dernier animal bleu avant la nulle.
lesson-jungle-tactics = Premières tactiques
lesson-jungle-tactics-hint = Avant chaque coup, regardez ce que Bleu menace : une entrée dans la tanière d'abord, puis les pièces que vous pouvez perdre.
lesson-jungle-tactics-1 = Deux chemins mènent à la tanière, mais le chat bleu en garde un. Prenez le chemin sûr.
lesson-jungle-tactics-2 = Le tigre bleu en e1 est à un pas de votre tanière. Un seul coup vous sauve.
lesson-jungle-tactics-3 = Votre chien est à deux pas de la tanière bleue, mais le lion bleu est à un pas de la vôtre. Défendez d'abord.
lesson-jungle-tactics-4 = L'éléphant bleu ne peut pas arrêter un rat. Glissez votre rat dans la tanière.
lesson-jungle-tactics-5 = Gagnez en deux coups, quoi que joue le bot.
# Xiangqi lessons (assets/lessons/xiangqi.toml).

lesson-xiangqi-chariot = Le char
lesson-xiangqi-chariot-hint = Le char va aussi loin qu'il veut sur une colonne ou une rangée, sans passer par-dessus les pièces.
lesson-xiangqi-chariot-1 = Les pièces sont sur les intersections. Le char va aussi loin qu'il veut en ligne droite : amenez-le en a8.
lesson-xiangqi-chariot-2 = Tournez en deux coups : amenez le char en h7.
lesson-xiangqi-chariot-3 = On prend en allant sur la pièce adverse. Prenez le cheval en a7.
lesson-xiangqi-chariot-4 = Votre soldat bloque la colonne a, et le char ne saute pas. Contournez et prenez le char en a6.
lesson-xiangqi-chariot-5 = Le char file aussi le long d'une rangée. Prenez le canon en h4.
lesson-xiangqi-horse = Le cheval
lesson-xiangqi-horse-hint = Le cheval avance d'un point tout droit, puis d'un point en diagonale vers l'extérieur. Une pièce sur le premier point (la jambe du cheval) le bloque.
lesson-xiangqi-horse-1 = Le cheval fait un point tout droit, puis un en diagonale. Amenez-le en d4 en deux coups.
lesson-xiangqi-horse-2 = Prenez le canon en d5 avec votre cheval.
lesson-xiangqi-horse-3 = Votre char en b1 est sur la jambe du cheval. Libérez-la, puis amenez le cheval en c2.
lesson-xiangqi-horse-4 = Le soldat en e5 bloque le cheval vers le haut. Quelle pièce peut-il encore prendre ?
lesson-xiangqi-horse-5 = Traversez le plateau au galop et prenez le soldat en e6 en trois coups.
lesson-xiangqi-elephant = L'éléphant
lesson-xiangqi-elephant-hint = L'éléphant fait exactement deux points en diagonale, ne traverse jamais la rivière, et une pièce sur le point entre les deux (l'œil de l'éléphant) le bloque.
lesson-xiangqi-elephant-1 = L'éléphant fait deux points en diagonale. Amenez-le en c4 en deux coups.
lesson-xiangqi-elephant-2 = Votre cheval en d1 bouche l'œil de l'éléphant. Dégagez-le, puis amenez l'éléphant en e2.
lesson-xiangqi-elephant-3 = L'éléphant ne traverse jamais la rivière : le cheval en e6 ne risque rien. Prenez le char en a2.
lesson-xiangqi-elephant-4 = Un cheval est entré dans votre camp. Prenez-le avec l'éléphant.
lesson-xiangqi-elephant-5 = Gardez l'autre aile : amenez l'éléphant en i2.
lesson-xiangqi-palace = Le général et les conseillers : le palais
lesson-xiangqi-palace-hint = Le général et les conseillers ne quittent jamais le palais (colonnes d à f, rangées 0 à 2). Le général fait un point tout droit, le conseiller un point en diagonale.
lesson-xiangqi-palace-1 = Le général fait un point tout droit, dans le palais. Menez-le en e2.
lesson-xiangqi-palace-2 = Traversez le palais jusqu'en d2 sans en sortir.
lesson-xiangqi-palace-3 = Le conseiller fait un point en diagonale, dans le palais. Amenez-le en f2.
lesson-xiangqi-palace-4 = Un cheval en d2 attaque votre général. Le conseiller le prend.
lesson-xiangqi-palace-5 = Le général prend aussi, si le point est sûr. Prenez le char en e1.
lesson-xiangqi-cannon = Le canon
lesson-xiangqi-cannon-hint = Le canon se déplace comme le char, mais ne prend qu'en sautant par-dessus exactement une pièce (l'écran), de n'importe quel camp.
lesson-xiangqi-cannon-1 = Sans prendre, le canon se déplace comme un char. Amenez-le en h6.
lesson-xiangqi-cannon-2 = Pour prendre, le canon saute par-dessus exactement une pièce. Servez-vous du canon en h7 comme écran et prenez le cheval en h9.
lesson-xiangqi-cannon-3 = Rien ne sépare votre canon du char en b6 : il ne peut pas le prendre. Prenez le cheval derrière.
lesson-xiangqi-cannon-4 = Deux pièces séparent votre canon du cheval en c9 : c'est trop. Sautez-en une et prenez le soldat en c6.
lesson-xiangqi-cannon-5 = La position de départ : votre canon peut prendre un cheval tout de suite. Prenez celui en b9.
lesson-xiangqi-soldier = Le soldat et la rivière
lesson-xiangqi-soldier-hint = Le soldat avance d'un point. Une fois la rivière franchie, il peut aussi aller de côté, mais il ne recule jamais.
lesson-xiangqi-soldier-1 = Le soldat avance d'un point. Faites-lui traverser la rivière jusqu'en e5.
lesson-xiangqi-soldier-2 = Après la rivière, le soldat peut aussi aller de côté. Menez-le en c5.
lesson-xiangqi-soldier-3 = Votre soldat a franchi la rivière : prenez le cheval à côté de lui.
lesson-xiangqi-soldier-4 = Avant la rivière, le soldat ne fait qu'avancer. Atteignez b5.
lesson-xiangqi-soldier-5 = Un soldat ne recule jamais : le cheval derrière lui ne risque rien. Prenez le canon en d6.
lesson-xiangqi-generals = Les généraux ne doivent pas se faire face
lesson-xiangqi-generals-hint = Les deux généraux ne peuvent jamais se trouver sur la même colonne sans rien entre eux. Une pièce entre eux ne peut pas quitter cette colonne.
lesson-xiangqi-generals-1 = Votre cheval en e4 est la seule pièce entre les généraux : il ne peut pas bouger. Prenez le cheval en a7 avec le char.
lesson-xiangqi-generals-2 = Le cheval noir en e5 protège son général du vôtre : il ne peut pas quitter la colonne e. Prenez le char en d7 ; le cheval ne peut pas reprendre.
lesson-xiangqi-generals-3 = Votre général contrôle la colonne e ouverte : le général noir ne peut pas y aller. Faites mat en un coup.
lesson-xiangqi-generals-4 = Cette fois votre général tient la colonne d. Faites mat en un coup.
lesson-xiangqi-generals-5 = Le général noir est en f9 et ne peut pas aller en e9. Faites mat en un coup.
lesson-xiangqi-check = L'échec
lesson-xiangqi-check-hint = Quand votre général est attaqué (échec), il faut parer : prendre l'attaquant, interposer une pièce ou déplacer le général. Aucun autre coup n'est permis.
lesson-xiangqi-check-1 = Le char noir fait échec. Parez en le prenant.
lesson-xiangqi-check-2 = Échec du char en e6. Interposez : placez votre canon en e2.
lesson-xiangqi-check-3 = Le cheval en d2 fait échec : prendre le canon n'est pas permis maintenant. Prenez le cheval.
lesson-xiangqi-check-4 = Le char en a1 fait échec sur la rangée 1, et le cheval garde e2. Mettez le général à l'abri en e0.
lesson-xiangqi-check-5 = Le canon noir fait échec par-dessus votre soldat. Ajoutez un second écran : le conseiller en e1.
lesson-xiangqi-checkmate = Le mat
lesson-xiangqi-checkmate-hint = Mat : le général est en échec et aucun coup ne le sauve. Regardez chaque point où le général pourrait aller.
lesson-xiangqi-checkmate-1 = Mat en un : votre soldat garde e8 et votre général la colonne d.
lesson-xiangqi-checkmate-2 = Mat en un avec le soldat, protégé par le cheval.
lesson-xiangqi-checkmate-3 = Le cheval couvre d9 et f9. Placez le canon derrière lui : mat en un (le cheval sert d'écran).
lesson-xiangqi-checkmate-4 = Votre général tient la colonne e. Faites mat en un avec le char sur la colonne d.
lesson-xiangqi-checkmate-5 = Deux chars font l'échelle : l'un tient la rangée 8, l'autre fait échec sur la rangée 9. Mat en deux.
lesson-xiangqi-stalemate = Le pat perd
lesson-xiangqi-stalemate-hint = Au xiangqi, un camp qui n'a plus de coup légal perd, même sans être en échec. Ôtez au général son dernier point libre.
lesson-xiangqi-stalemate-1 = Le général noir ne peut aller qu'en f9. Ôtez-lui ce point : sans coup légal, Noir perd.
lesson-xiangqi-stalemate-2 = Le général noir ne peut pas aller en e9 (les généraux se feraient face). Gardez d8 et Noir ne peut plus jouer.
lesson-xiangqi-stalemate-3 = Gardez d8 avec le cheval, et Noir n'a plus aucun coup.
lesson-xiangqi-stalemate-4 = Le général noir en f9 a un seul point libre. Prenez-le-lui avec votre soldat.
lesson-xiangqi-stalemate-5 = Le général noir en d7 ne peut pas aller en e7. Enfermez-le avec le char.
lesson-xiangqi-perpetual = La répétition et l'échec perpétuel
lesson-xiangqi-perpetual-hint = Répéter la position en faisant échec sans cesse donne la nulle selon les règles standard, et la défaite de celui qui fait échec selon les règles asiatiques. Cherchez un coup qui gagne.
lesson-xiangqi-perpetual-1 = Règles asiatiques. Vous avez fait échec deux fois avec le char dans le même cycle : une troisième fois perd par échec perpétuel. Faites plutôt mat.
lesson-xiangqi-perpetual-2 = Règles standard : faire échec une troisième fois répète la position, c'est nul. Faites plutôt mat.
lesson-xiangqi-perpetual-3 = Règles asiatiques, et vous jouez Noir : vous avez fait échec deux fois dans le même cycle. Ne recommencez pas : faites mat.
lesson-xiangqi-perpetual-4 = Règles standard, et vous jouez Noir : un troisième échec dans le cycle donne la nulle par répétition. Faites plutôt mat.
