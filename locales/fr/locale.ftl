# Ce dossier de locales/ : le français. Mêmes identifiants que locales/en.

# Son nom pour lui-même (tel quel dans les choix de /langue).
locale-name = Français
# Les codes de langue Discord servis, séparés par des espaces.
locale-discord = fr
# Autres mots qui le désignent dans les réglages, séparés par |.
locale-aliases = french | francais | français
