# What this locale folder is. Each folder of locales/ is one language (its name is its tag);
# every folder has the same message ids as locales/en.

# Its own name for itself (the /language choices show it as is).
locale-name = English
# The Discord locale codes it serves, space-separated (https://discord.com/developers/docs/reference#locales).
locale-discord = en-US en-GB
# Other words naming it in settings (`language = "english"`), |-separated.
locale-aliases = english | anglais
